import { eq, inArray, sql } from 'drizzle-orm';
import { STOCK_LAYOUT } from '../../../core/imports/csv-columns';
import { crossRowErrors } from '../../../core/imports/cross-row-checks';
import {
  importReport,
  type ImportMode,
  type ImportPreviewRow,
  type ImportReport,
} from '../../../core/imports/import-report';
import { problemText } from '../../../core/imports/import-problems';
import { readCsv } from '../../../core/imports/read-csv';
import { stockFromRow, type StockLevels } from '../../../core/imports/stock-row';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ImportInvalidError } from './import-invalid';
import type { Reader } from './import-lookups';

async function productsBySku(db: Reader, skus: string[]) {
  if (!skus.length) return new Map<string, { id: string; name: string }>();
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: sql<string>`${products.eng}->>'name'` })
    .from(products)
    .where(
      inArray(
        sql`upper(${products.sku})`,
        skus.map((s) => s.toUpperCase()),
      ),
    );
  return new Map(rows.map((r) => [r.sku.toUpperCase(), { id: r.id, name: r.name }]));
}

/** Reads and checks a stock file: every sku must exist; writes nothing. */
export async function planStockImport(db: Reader, csv: string, mode: ImportMode) {
  const table = readCsv(csv, STOCK_LAYOUT);
  const errors = [...table.errors];
  const preview: ImportPreviewRow[] = [];
  const writes: { id: string; levels: StockLevels }[] = [];
  const read = table.rows.map((row) => ({ row: row.row, ...stockFromRow(row) }));
  const known = await productsBySku(db, read.map((r) => r.sku).filter(Boolean));
  for (const { row, sku, levels, errors: rowErrors } of read) {
    errors.push(...rowErrors);
    const product = known.get(sku.toUpperCase());
    if (sku && !product)
      errors.push({ row, column: 'sku', message: problemText('noSku', { sku }) });
    preview.push({ row, sku, name: product?.name ?? '', action: 'update' });
    if (product && levels) writes.push({ id: product.id, levels });
  }
  errors.push(...crossRowErrors(read));
  return { report: importReport(mode, table.count, preview, errors), writes };
}

/** Sets the stock levels of a file in one transaction, only when no row has an error. */
export async function applyStockImport(db: Db, csv: string): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const { report, writes } = await planStockImport(tx, csv, 'apply');
    if (report.errors.length) throw new ImportInvalidError(report);
    for (const { id, levels } of writes) {
      await tx
        .update(products)
        .set({ ...levels, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    }
    return report;
  });
}
