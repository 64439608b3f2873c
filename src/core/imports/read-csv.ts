import Papa from 'papaparse';
import { type CsvLayout } from './csv-columns';
import { unescapeFormula } from './csv-formulae';
import { problemText } from './import-problems';
import type { ImportRowError } from './import-report';

export interface CsvRow<C extends string> {
  /** Data line number from 1 (the header is 0); blank lines keep their number. */
  row: number;
  /** Only the columns the file has; a cell is trimmed text, less the export's formula guard. */
  cells: Partial<Record<C, string>>;
}

export interface CsvTable<C extends string> {
  /** Columns the header names, in the layout's spelling. */
  columns: C[];
  /** How many data rows the file has (blank lines not counted), readable or not. */
  count: number;
  rows: CsvRow<C>[];
  errors: ImportRowError[];
}

export const CSV_MESSAGES = {
  empty: problemText('fileEmpty'),
  notText: problemText('notText'),
  noRows: problemText('noRows'),
  tooManyRows: (max: number) => problemText('tooManyRows', { max: max.toLocaleString('en') }),
  unknownColumn: (name: string) => problemText('unknownColumn', { name }),
  repeatedColumn: (name: string) => problemText('repeatedColumn', { name }),
  missingColumn: (name: string) => problemText('missingColumn', { name }),
  cellCount: (cells: number, columns: number) =>
    problemText('cellCount', { cells: String(cells), columns: String(columns) }),
  broken: (detail: string) => problemText('broken', { detail }),
} as const;

const BOM = '\uFEFF';

/**
 * Control characters other than tab and line ends, or the replacement character a failed
 * UTF-8 decoding leaves, only come from binary files (a spreadsheet saved as .xlsx, a picture).
 */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0xfffd) return true;
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** Matches the header's names to the layout, whatever their case. */
function readHeader<C extends string>(
  header: string[],
  layout: CsvLayout<C>,
): { columns: (C | undefined)[]; errors: ImportRowError[] } {
  const byLower = new Map(layout.columns.map((c) => [c.toLowerCase(), c]));
  const errors: ImportRowError[] = [];
  const seen = new Set<C>();
  const columns = header.map((raw) => {
    const name = raw.trim();
    const column = byLower.get(name.toLowerCase());
    if (!column) {
      errors.push({ row: 0, column: name, message: CSV_MESSAGES.unknownColumn(name) });
      return undefined;
    }
    if (seen.has(column)) {
      errors.push({ row: 0, column, message: CSV_MESSAGES.repeatedColumn(column) });
    }
    seen.add(column);
    return column;
  });
  for (const column of layout.required) {
    if (!seen.has(column)) {
      errors.push({ row: 0, column, message: CSV_MESSAGES.missingColumn(column) });
    }
  }
  return { columns, errors };
}

/**
 * Reads an import file with papaparse: comma separated, first line the column names. Whole-file
 * problems (empty, not text, bad header, too many rows) are errors on row 0 and give no rows;
 * broken quoting and a wrong number of cells are errors on the row papaparse names.
 */
export function readCsv<C extends string>(text: string, layout: CsvLayout<C>): CsvTable<C> {
  const content = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const whole = (message: string): CsvTable<C> => ({
    columns: [],
    count: 0,
    rows: [],
    errors: [{ row: 0, column: '', message }],
  });
  if (content.trim() === '') return whole(CSV_MESSAGES.empty);
  if (looksBinary(content)) {
    return whole(CSV_MESSAGES.notText);
  }

  const parsed = Papa.parse<string[]>(content, { delimiter: ',', header: false });
  const [header = [], ...lines] = parsed.data;
  const { columns, errors } = readHeader(header, layout);
  const broken = parsed.errors.map((e) => ({
    row: e.row ?? 0,
    column: '',
    message: CSV_MESSAGES.broken(e.message),
  }));
  const headerBroken = broken.filter((e) => e.row === 0);
  if (errors.length || headerBroken.length) {
    return { columns: [], count: 0, rows: [], errors: [...errors, ...headerBroken] };
  }

  const filled = lines.map((cells, i) => ({ row: i + 1, cells })).filter((l) => !isBlank(l.cells));
  if (filled.length === 0) return whole(CSV_MESSAGES.noRows);
  if (filled.length > layout.maxRows) return whole(CSV_MESSAGES.tooManyRows(layout.maxRows));

  const known = columns.filter((c): c is C => c !== undefined);
  const brokenRows = new Set(broken.map((e) => e.row));
  const rowErrors: ImportRowError[] = [...broken];
  const rows: CsvRow<C>[] = [];
  for (const line of filled) {
    if (brokenRows.has(line.row)) continue;
    if (line.cells.length !== columns.length) {
      rowErrors.push({
        row: line.row,
        column: '',
        message: CSV_MESSAGES.cellCount(line.cells.length, columns.length),
      });
      continue;
    }
    const cells: Partial<Record<C, string>> = {};
    columns.forEach((column, i) => {
      if (column) cells[column] = unescapeFormula(line.cells[i] ?? '').trim();
    });
    rows.push({ row: line.row, cells });
  }
  return { columns: known, count: filled.length, rows, errors: rowErrors };
}
