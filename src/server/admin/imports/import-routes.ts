import { Hono } from 'hono';
import { importRequestSchema } from '../../../core/imports/import-request';
import { purgeCdnTags } from '../../cdn/cdn-purge';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody } from '../../http/validate';
import { markCatalogueChanged } from '../../publishing/publish-state';
import { applyProductImport, planProductImport } from './product-import';
import { applyStockImport, planStockImport } from './stock-import';

/** CSV imports (docs/api-admin.md, Imports and exports): preview checks, apply writes all or nothing. */
export const adminImportRoutes = new Hono<AppEnv>();

adminImportRoutes.post('/admin_product_import', requireAdmin, async (c) => {
  const { csv, mode } = await parseBody(c, importRequestSchema);
  const db = c.get('db');
  if (mode !== 'apply') return c.json((await planProductImport(db, csv, mode)).report);
  const report = await applyProductImport(db, csv);
  await markCatalogueChanged(db);
  await purgeCdnTags(['products'], 'product import');
  return c.json(report);
});

adminImportRoutes.post('/admin_product_update_stock_level', requireAdmin, async (c) => {
  const { csv, mode } = await parseBody(c, importRequestSchema);
  const db = c.get('db');
  if (mode !== 'apply') return c.json((await planStockImport(db, csv, mode)).report);
  const report = await applyStockImport(db, csv);
  await markCatalogueChanged(db);
  await purgeCdnTags(['products'], 'stock import');
  return c.json(report);
});
