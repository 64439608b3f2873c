import { toRouteName } from '../routes/route-name';
import { problemText } from './import-problems';
import type { ImportRowError } from './import-report';

export interface RowKeys {
  row: number;
  sku: string;
  /** English name; its route name must be unique. */
  name?: string;
}

/**
 * Problems between rows of one file: a sku twice, or two English names with the same route
 * name (products are found by it). The later row gets the error, naming the first.
 */
export function crossRowErrors(rows: readonly RowKeys[]): ImportRowError[] {
  const errors: ImportRowError[] = [];
  const skus = new Map<string, number>();
  const routes = new Map<string, number>();
  for (const { row, sku, name } of rows) {
    // Case-insensitive, as saving a product compares skus.
    const skuKey = sku.toUpperCase();
    if (skuKey) {
      const first = skus.get(skuKey);
      if (first === undefined) skus.set(skuKey, row);
      else
        errors.push({
          row,
          column: 'sku',
          message: problemText('skuTwice', { sku, row: String(first) }),
        });
    }
    const route = name ? toRouteName(name) : '';
    if (route) {
      const first = routes.get(route);
      if (first === undefined) routes.set(route, row);
      else {
        errors.push({
          row,
          column: 'eng_name',
          message: problemText('sameAddress', { row: String(first) }),
        });
      }
    }
  }
  return errors;
}
