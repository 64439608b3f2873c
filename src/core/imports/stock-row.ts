import { PRODUCT_MAX_COUNT } from '../validation/admin-product';
import type { StockImportColumn } from './csv-columns';
import { CELL_MESSAGES, parseCount } from './csv-values';
import type { ImportRowError } from './import-report';
import type { CsvRow } from './read-csv';
import { REQUIRED_CELL_MESSAGE } from './product-row';

export interface StockLevels {
  inStock: number;
  /** Absent when the file has no such column: the product keeps its value. */
  minStock?: number;
  criticalStock?: number;
}

const LEVELS = ['inStock', 'minStock', 'criticalStock'] as const;

/** One stock file row: the sku and whole-number levels of 0 or more. */
export function stockFromRow(row: CsvRow<StockImportColumn>): {
  sku: string;
  levels?: StockLevels;
  errors: ImportRowError[];
} {
  const errors: ImportRowError[] = [];
  const sku = row.cells.sku ?? '';
  if (sku === '') errors.push({ row: row.row, column: 'sku', message: REQUIRED_CELL_MESSAGE });
  const levels: Partial<StockLevels> = {};
  for (const column of LEVELS) {
    const cell = row.cells[column];
    if (cell === undefined) continue;
    // An empty min/critical cell is 0, as in the product file; inStock must be given.
    if (cell === '' && column !== 'inStock') {
      levels[column] = 0;
      continue;
    }
    const result = parseCount(cell);
    if (result.ok && result.value <= PRODUCT_MAX_COUNT) levels[column] = result.value;
    else
      errors.push({
        row: row.row,
        column,
        message: cell === '' ? REQUIRED_CELL_MESSAGE : CELL_MESSAGES.count,
      });
  }
  if (errors.length || levels.inStock === undefined) return { sku, errors };
  return { sku, levels: { ...levels, inStock: levels.inStock }, errors };
}
