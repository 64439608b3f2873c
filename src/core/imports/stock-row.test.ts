import { describe, expect, it } from 'vitest';
import { CELL_MESSAGES } from './csv-values';
import { REQUIRED_CELL_MESSAGE } from './product-row';
import { stockFromRow } from './stock-row';

describe('stockFromRow', () => {
  it('reads the levels the file has and leaves the others out', () => {
    expect(stockFromRow({ row: 1, cells: { sku: 'A', inStock: '4' } })).toEqual({
      sku: 'A',
      levels: { inStock: 4 },
      errors: [],
    });
    expect(
      stockFromRow({ row: 1, cells: { sku: 'A', inStock: '4', minStock: '', criticalStock: '1' } })
        .levels,
    ).toEqual({ inStock: 4, minStock: 0, criticalStock: 1 });
  });

  it('refuses negative, fractional or missing numbers and a missing sku', () => {
    const result = stockFromRow({ row: 2, cells: { sku: '', inStock: '-1', minStock: '1.5' } });
    expect(result.levels).toBeUndefined();
    expect(result.errors).toEqual([
      { row: 2, column: 'sku', message: REQUIRED_CELL_MESSAGE },
      { row: 2, column: 'inStock', message: CELL_MESSAGES.count },
      { row: 2, column: 'minStock', message: CELL_MESSAGES.count },
    ]);
    expect(stockFromRow({ row: 3, cells: { sku: 'A', inStock: '' } }).errors).toEqual([
      { row: 3, column: 'inStock', message: REQUIRED_CELL_MESSAGE },
    ]);
  });
});
