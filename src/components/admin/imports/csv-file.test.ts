import { describe, expect, it } from 'vitest';
import { csvFileProblem, downloadName, fileSizeText, MAX_CSV_BYTES } from './csv-file';

describe('csvFileProblem', () => {
  const csv = { name: 'products.csv', size: 2048, type: 'text/csv' };

  it('accepts a CSV file up to 5 MB, by name or by type', () => {
    expect(csvFileProblem(csv)).toBeNull();
    expect(csvFileProblem({ ...csv, size: MAX_CSV_BYTES })).toBeNull();
    expect(
      csvFileProblem({ ...csv, name: 'EXPORT.CSV', type: 'application/vnd.ms-excel' }),
    ).toBeNull();
    expect(csvFileProblem({ ...csv, name: 'stock', type: 'text/csv' })).toBeNull();
  });

  it('refuses a file over 5 MB, an empty one, and one that is not CSV', () => {
    expect(csvFileProblem({ ...csv, size: MAX_CSV_BYTES + 1 })).toBe('tooLarge');
    expect(csvFileProblem({ ...csv, size: 0 })).toBe('empty');
    expect(csvFileProblem({ name: 'products.xlsx', size: 10, type: 'application/zip' })).toBe(
      'notCsv',
    );
  });
});

describe('fileSizeText', () => {
  it('shows KB below a megabyte and MB with one decimal above', () => {
    expect(fileSizeText(300, 'en')).toBe('1 KB');
    expect(fileSizeText(812 * 1024, 'en')).toBe('812 KB');
    expect(fileSizeText(5.5 * 1024 * 1024, 'en')).toBe('5.5 MB');
    expect(fileSizeText(5.5 * 1024 * 1024, 'it')).toBe('5,5 MB');
  });
});

describe('downloadName', () => {
  it("uses the server's name, plain or encoded, as a base name only", () => {
    expect(downloadName('attachment; filename="products-2025.csv"', 'x.csv')).toBe(
      'products-2025.csv',
    );
    expect(downloadName("attachment; filename*=UTF-8''giacenze%20maggio.csv", 'x.csv')).toBe(
      'giacenze maggio.csv',
    );
    expect(downloadName('attachment; filename="../../etc/passwd"', 'x.csv')).toBe('passwd');
  });

  it('falls back to our name without a usable header', () => {
    expect(downloadName(null, 'stock.csv')).toBe('stock.csv');
    expect(downloadName('attachment', 'stock.csv')).toBe('stock.csv');
    expect(downloadName('attachment; filename=""', 'stock.csv')).toBe('stock.csv');
  });
});
