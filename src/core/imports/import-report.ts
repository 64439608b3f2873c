import { problemCode, type ProblemParams } from './import-problems';

/** One problem in an import file. `row` counts data lines from 1; the header (and the whole file) is row 0. */
export interface ImportRowError {
  row: number;
  /** The column the problem is in; '' when it is about the whole row or file. */
  column: string;
  /** English, as the spec's messages are. */
  message: string;
  /** The problem's code and the values in its text, for a screen in another language. */
  code?: string;
  params?: ProblemParams;
}

/** A problem with its code and values beside its English text, when a template matches it. */
export function withProblemCode(error: ImportRowError): ImportRowError {
  const known = problemCode(error.message);
  return known ? { ...error, ...known } : error;
}

export type ImportMode = 'preview' | 'apply';

export interface ImportPreviewRow {
  row: number;
  sku: string;
  name: string;
  action: 'add' | 'update';
}

/**
 * The answer of both imports, preview and apply alike (docs/api-admin.md). `valid` counts rows
 * without an error; `added` + `updated` count those valid rows by what they do.
 */
export interface ImportReport {
  mode: ImportMode;
  rows: number;
  valid: number;
  added: number;
  updated: number;
  errors: ImportRowError[];
  preview: ImportPreviewRow[];
}

/** Sums a checked file up; errors come ordered by row so a screen can list them as they are. */
export function importReport(
  mode: ImportMode,
  rows: number,
  preview: ImportPreviewRow[],
  errors: ImportRowError[],
): ImportReport {
  const badRows = new Set(errors.map((e) => e.row));
  const valid = preview.filter((p) => !badRows.has(p.row));
  return {
    mode,
    rows,
    valid: badRows.has(0) ? 0 : valid.length,
    added: badRows.has(0) ? 0 : valid.filter((p) => p.action === 'add').length,
    updated: badRows.has(0) ? 0 : valid.filter((p) => p.action === 'update').length,
    errors: errors.map(withProblemCode).sort((a, b) => a.row - b.row),
    preview,
  };
}
