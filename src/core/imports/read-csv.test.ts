import { describe, expect, it } from 'vitest';
import {
  MAX_PRODUCT_IMPORT_ROWS,
  MAX_STOCK_IMPORT_ROWS,
  PRODUCT_LAYOUT,
  STOCK_LAYOUT,
} from './csv-columns';
import { CSV_MESSAGES, readCsv } from './read-csv';

const read = (text: string) => readCsv(text, STOCK_LAYOUT);

describe('readCsv', () => {
  it('reads rows by column, numbering data lines from 1 and dropping a BOM', () => {
    const table = read('\uFEFFsku,inStock\r\nA-1, 4 \r\n\r\nB-2,"5"\r\n');
    expect(table.errors).toEqual([]);
    expect(table.columns).toEqual(['sku', 'inStock']);
    expect(table.count).toBe(2);
    expect(table.rows).toEqual([
      { row: 1, cells: { sku: 'A-1', inStock: '4' } },
      { row: 3, cells: { sku: 'B-2', inStock: '5' } },
    ]);
  });

  it('matches header names whatever their case', () => {
    expect(read('SKU,instock\nA,1').rows[0]?.cells).toEqual({ sku: 'A', inStock: '1' });
  });

  it('keeps quoted commas and line breaks inside a cell', () => {
    const table = readCsv('sku,inStock\n"A,1","2"\n', STOCK_LAYOUT);
    expect(table.rows[0]?.cells.sku).toBe('A,1');
  });

  it('puts whole-file problems on row 0 and gives no rows', () => {
    const only = (text: string) => read(text).errors.map((e) => [e.row, e.column, e.message]);
    expect(only('')).toEqual([[0, '', CSV_MESSAGES.empty]]);
    expect(only('\uFEFF \n')).toEqual([[0, '', CSV_MESSAGES.empty]]);
    expect(only('sku,inStock\n')).toEqual([[0, '', CSV_MESSAGES.noRows]]);
    expect(only('\u0000\u0001PK\u0003\u0004garbage')).toEqual([[0, '', CSV_MESSAGES.notText]]);
    expect(only('sku,inStock,colour\nA,1,red')).toEqual([
      [0, 'colour', CSV_MESSAGES.unknownColumn('colour')],
    ]);
    expect(only('sku,minStock\nA,1')).toEqual([
      [0, 'inStock', CSV_MESSAGES.missingColumn('inStock')],
    ]);
    expect(only('sku,inStock,SKU\nA,1,B')).toEqual([
      [0, 'sku', CSV_MESSAGES.repeatedColumn('sku')],
    ]);
    expect(read('sku,inStock\nA,1').rows).toHaveLength(1);
  });

  it('refuses more rows than the limit', () => {
    const text = `sku,inStock\n${'A,1\n'.repeat(MAX_STOCK_IMPORT_ROWS + 1)}`;
    expect(read(text).errors).toEqual([
      { row: 0, column: '', message: CSV_MESSAGES.tooManyRows(MAX_STOCK_IMPORT_ROWS) },
    ]);
    expect(read(`sku,inStock\n${'A,1\n'.repeat(MAX_STOCK_IMPORT_ROWS)}`).errors).toEqual([]);
  });

  it('allows fewer product rows than stock rows (a product row costs many queries)', () => {
    expect(MAX_PRODUCT_IMPORT_ROWS).toBeLessThan(MAX_STOCK_IMPORT_ROWS);
    const header = PRODUCT_LAYOUT.required.join(',');
    const row = PRODUCT_LAYOUT.required.map(() => 'x').join(',');
    const text = `${header}\n${`${row}\n`.repeat(MAX_PRODUCT_IMPORT_ROWS + 1)}`;
    expect(readCsv(text, PRODUCT_LAYOUT).errors).toEqual([
      { row: 0, column: '', message: CSV_MESSAGES.tooManyRows(MAX_PRODUCT_IMPORT_ROWS) },
    ]);
  });

  it('names the row of a wrong cell count or broken quoting, and keeps the other rows', () => {
    const table = read('sku,inStock\nA,1\nB,2,3\nC,"4\nD,5\n');
    expect(table.rows.map((r) => r.row)).toEqual([1]);
    expect(table.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: '', message: CSV_MESSAGES.cellCount(3, 2) },
        expect.objectContaining({ row: 3, message: expect.stringContaining('CSV is broken') }),
      ]),
    );
  });
});
