import {
  importReportSchema,
  type ImportMode,
  type ImportReport,
} from '../../../core/imports/import-report';
import { importRequestSchema } from '../../../core/imports/import-request';
import { purgeCdnTags } from '../../cdn/cdn-purge';
import type { Db } from '../../db/client';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { markCatalogueChanged } from '../../publishing/publish-state';
import { applyProductImport, planProductImport } from './product-import';
import { applyStockImport, planStockImport } from './stock-import';

/* CSV imports (docs/api-admin.md, Imports and exports): preview checks, apply writes all or nothing. */

const importReport = schemaAnswer({
  description: '{ mode, rows, valid, added, updated, errors, preview }',
  schema: importReportSchema,
});

interface CsvImport<P extends string> {
  path: P;
  summary: string;
  /** The import's name in the log of its CDN purge. */
  purgeReason: string;
  plan: (db: Db, csv: string, mode: ImportMode) => Promise<{ report: ImportReport }>;
  apply: (db: Db, csv: string) => Promise<ImportReport>;
}

/** A CSV import: its report, and after an apply the site marked stale and the products purged. */
const csvImport = <P extends string>(i: CsvImport<P>) =>
  defineRoute(
    {
      method: 'POST',
      path: i.path,
      // A preview is a POST too: the handler marks and purges itself, only after an apply.
      purges: [],
      changesPages: false,
      summary: i.summary,
      tag: 'admin-catalogue',
      access: 'admin',
      body: importRequestSchema,
      answer: importReport,
      errors: {
        400: 'IMPORT_INVALID (apply with errors: the report, nothing written), or the field messages',
      },
    },
    async (c, { body: { csv, mode } }) => {
      const db = c.get('db');
      if (mode !== 'apply') return (await i.plan(db, csv, mode)).report;
      const report = await i.apply(db, csv);
      await markCatalogueChanged(db);
      await purgeCdnTags(['products'], i.purgeReason);
      return report;
    },
  );

export const importProducts = csvImport({
  path: '/admin_product_import',
  summary: 'Import products from CSV (preview or apply)',
  purgeReason: 'product import',
  plan: planProductImport,
  apply: applyProductImport,
});

export const importStockLevels = csvImport({
  path: '/admin_product_update_stock_level',
  summary: 'Import stock levels from CSV (preview or apply)',
  purgeReason: 'stock import',
  plan: planStockImport,
  apply: applyStockImport,
});

export const ADMIN_IMPORT_ROUTES = [importProducts, importStockLevels] as const;
