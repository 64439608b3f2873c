import { PRODUCT_LAYOUT } from '../../../core/imports/csv-columns';
import { crossRowErrors } from '../../../core/imports/cross-row-checks';
import {
  importReport,
  type ImportMode,
  type ImportPreviewRow,
  type ImportReport,
  type ImportRowError,
  withProblemCode,
} from '../../../core/imports/import-report';
import { problemText } from '../../../core/imports/import-problems';
import { columnOf, productFromRow } from '../../../core/imports/product-row';
import { readCsv } from '../../../core/imports/read-csv';
import { toRouteName } from '../../../core/routes/route-name';
import type { ProductInput } from '../../../core/validation/admin-product';
import type { Db } from '../../db/client';
import { DomainError } from '../../../core/domain-error';
import { saveProduct } from '../products/save-product';
import { ImportInvalidError } from './import-invalid';
import { loadReferenceNames, type Reader } from './import-lookups';
import { loadStoredProducts, productsByUrl } from './stored-products';

interface PlannedProduct {
  row: number;
  input: ProductInput;
  /** The product a row updates; none for a new one. */
  id?: string;
}

/** Page addresses held by products the row is not: saving would clash. */
async function takenNameErrors(db: Reader, writes: readonly PlannedProduct[]) {
  const holders = await productsByUrl(
    db,
    writes.map((w) => toRouteName(w.input.lng.eng.name)),
  );
  const errors: ImportRowError[] = [];
  for (const { row, input } of writes) {
    const holder = holders.get(toRouteName(input.lng.eng.name));
    if (holder !== undefined && holder.toUpperCase() !== input.sku.toUpperCase()) {
      const message = problemText('addressTaken', { sku: holder });
      errors.push({ row, column: 'eng_name', message });
    }
  }
  return errors;
}

/** Reads and checks a product file against the database; writes nothing. */
export async function planProductImport(db: Reader, csv: string, mode: ImportMode) {
  const table = readCsv(csv, PRODUCT_LAYOUT);
  const errors = [...table.errors];
  const preview: ImportPreviewRow[] = [];
  const writes: PlannedProduct[] = [];
  if (table.rows.length) {
    const skus = table.rows.map((r) => r.cells.sku ?? '').filter(Boolean);
    const refs = await loadReferenceNames(db);
    const stored = await loadStoredProducts(db, skus);
    const bySku = new Map(stored.map((p) => [p.input.sku.toUpperCase(), p]));
    for (const row of table.rows) {
      const sku = row.cells.sku ?? '';
      const current = bySku.get(sku.toUpperCase());
      const result = productFromRow(row, refs.lookups, current?.input);
      errors.push(...result.errors);
      preview.push({ row: row.row, sku, name: result.name, action: current ? 'update' : 'add' });
      if (result.input) writes.push({ row: row.row, input: result.input, id: current?.id });
    }
    errors.push(...crossRowErrors(preview), ...(await takenNameErrors(db, writes)));
  }
  return { report: importReport(mode, table.count, preview, errors), writes };
}

/** A save refused despite the checks (a change made meanwhile) becomes that row's error. */
function rowError(row: number, err: DomainError): ImportRowError {
  const field = err.fields[0]?.field ?? '';
  const path = field.split('.').slice(1);
  return {
    row,
    column: path.length ? columnOf(path) : '',
    message: err.fields[0]?.message ?? err.message,
  };
}

/**
 * Checks and writes a product file in one transaction: every row or none. Any error answers
 * 400 IMPORT_INVALID with the report, and the transaction is rolled back.
 */
export async function applyProductImport(db: Db, csv: string): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const { report, writes } = await planProductImport(tx, csv, 'apply');
    if (report.errors.length) throw new ImportInvalidError(report);
    for (const write of writes) {
      try {
        await saveProduct(tx, write.input, write.id);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        throw new ImportInvalidError({
          ...report,
          valid: report.valid - 1,
          errors: [withProblemCode(rowError(write.row, err))],
        });
      }
    }
    return report;
  });
}
