import { describe, expect, it } from 'vitest';
import en from '../../locales/en/adminImport.json';
import it_ from '../../locales/it/adminImport.json';
import { PRODUCT_MESSAGES } from '../validation/admin-product';
import { crossRowErrors } from './cross-row-checks';
import { PACK_MESSAGES } from './csv-packs';
import { CELL_MESSAGES } from './csv-values';
import { IMPORT_PROBLEM_TEXTS, problemCode, problemText } from './import-problems';
import { importReport } from './import-report';
import { productFromRow, type ImportLookups } from './product-row';
import { CSV_MESSAGES } from './read-csv';

const none = new Map<string, number>();
const lookups: ImportLookups = {
  brands: none,
  categories: new Map([['bags', 1]]),
  subCategories: new Map(),
  colors: none,
  styles: none,
  suppliers: none,
  taxRates: none,
};

describe('import problem codes', () => {
  it('finds the code and values behind every text the import writes', () => {
    expect(problemCode(CSV_MESSAGES.unknownColumn('colour'))).toEqual({
      code: 'unknownColumn',
      params: { name: 'colour' },
    });
    expect(problemCode(CSV_MESSAGES.tooManyRows(1000))).toEqual({
      code: 'tooManyRows',
      params: { max: '1,000' },
    });
    expect(problemCode(CSV_MESSAGES.cellCount(3, 2))?.params).toEqual({ cells: '3', columns: '2' });
    expect(problemCode(CELL_MESSAGES.euroComma)?.code).toBe('euroComma');
    expect(problemCode(CELL_MESSAGES.count)?.code).toBe('count');
    expect(problemCode(PACK_MESSAGES.shape)?.code).toBe('packShape');
    expect(problemCode(PRODUCT_MESSAGES.salePercent)?.code).toBe('salePercent');
    expect(problemCode('At most 200 characters')).toEqual({
      code: 'tooLong',
      params: { max: '200' },
    });
    expect(problemCode('Something nobody wrote a template for')).toBeUndefined();

    const row = productFromRow(
      {
        row: 3,
        cells: {
          sku: 'A-1',
          brand: 'Nobody "quoted"',
          category: 'Bags',
          colors: 'Teal',
          taxRate: 'Zero',
          retailPrice: '1',
          eng_name: 'A',
          ita_name: 'A',
        },
      },
      lookups,
    );
    expect(row.errors.map((e) => problemCode(e.message))).toEqual([
      { code: 'noBrand', params: { name: 'Nobody "quoted"' } },
      { code: 'noColour', params: { name: 'Teal' } },
      { code: 'noTaxRate', params: { name: 'Zero' } },
    ]);
    const twice = crossRowErrors([
      { row: 1, sku: 'A' },
      { row: 2, sku: 'a' },
    ]);
    expect(problemCode(twice[0]!.message)).toEqual({
      code: 'skuTwice',
      params: { sku: 'a', row: '1' },
    });
  });

  it('answers the code beside the English message', () => {
    const report = importReport(
      'preview',
      1,
      [],
      [{ row: 1, column: 'colors', message: problemText('noColour', { name: 'Teal' }) }],
    );
    expect(report.errors).toEqual([
      {
        row: 1,
        column: 'colors',
        message: 'No colour named "Teal"',
        code: 'noColour',
        params: { name: 'Teal' },
      },
    ]);
  });

  it('has every code in English and Italian, with the same values to fill in', () => {
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english: Record<string, string> = en;
    const italian: Record<string, string> = it_;
    for (const [code, text] of Object.entries(IMPORT_PROBLEM_TEXTS)) {
      const key = `adminImport.problem.${code}`;
      expect(english[key], key).toBe(text);
      expect(italian[key], key).toBeTruthy();
      expect(italian[key], key).not.toBe(text);
      expect(placeholders(italian[key]), key).toEqual(placeholders(text));
    }
  });
});
