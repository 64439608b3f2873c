import Papa from 'papaparse';

/**
 * CSV injection (OWASP): a spreadsheet program reads a cell that begins with `=`, `+`, `-`, `@`,
 * a tab or a carriage return as a formula, so a product name such as `=HYPERLINK(...)` would
 * run on the administrator's computer when the export is opened. Such a cell is written with a
 * leading apostrophe (spreadsheets show it as text) and in double quotes.
 *
 * Cells that already begin with apostrophes before one of those characters get one more, so the
 * import can always take exactly one away and read back what was exported. A plain decimal
 * number ("-11.96", a loss in the sales export) is no formula and stays a number.
 *
 * Papaparse's own `escapeFormulae: true` is not used: its pattern (`^[=+\-@\t\r].*$`, no `s`
 * flag) lets a multi-line cell through, and it would turn "-11.96" into text.
 */
export const FORMULA_CELL = /^(?!-?\d+(?:\.\d+)?$)'*[=+\-@\t\r]/;

const ESCAPED_CELL = /^'+[=+\-@\t\r]/;

/** What the import reads from a cell the export escaped: the cell as it was before. */
export const unescapeFormula = (cell: string): string =>
  ESCAPED_CELL.test(cell) ? cell.slice(1) : cell;

/**
 * A file as the exports write it: UTF-8 byte order mark so spreadsheet programs read accented
 * letters right (the import drops it), CRLF line ends as RFC 4180 says, formulas neutralised.
 */
export function writeCsv(input: string[][] | { fields: string[]; data: string[][] }): string {
  return `\uFEFF${Papa.unparse(input, { newline: '\r\n', escapeFormulae: FORMULA_CELL })}\r\n`;
}
