import * as z from 'zod';
import { problemCode } from './import-problems';

/** One problem in an import file; the code and values let a screen say it in another language. */
export const importRowErrorSchema = z.object({
  row: z.number().int().describe('Data lines count from 1; the header (and the whole file) is 0'),
  column: z.string().describe('The column the problem is in; empty when it is about the row'),
  message: z.string().describe('In English'),
  code: z.string().optional().describe('The problem’s code, when a template matches it'),
  params: z.record(z.string(), z.string()).optional().describe('The values in its text, by name'),
});
export type ImportRowError = z.output<typeof importRowErrorSchema>;

/** A problem with its code and values beside its English text, when a template matches it. */
export function withProblemCode(error: ImportRowError): ImportRowError {
  const known = problemCode(error.message);
  return known ? { ...error, ...known } : error;
}

export const importModeSchema = z.enum(['preview', 'apply']);
export type ImportMode = z.output<typeof importModeSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(['add', 'update']),
});
export type ImportPreviewRow = z.output<typeof importPreviewRowSchema>;

/**
 * The answer of both imports, preview and apply alike (docs/api-admin.md). `valid` counts rows
 * without an error; `added` + `updated` count those valid rows by what they do.
 */
export const importReportSchema = z.object({
  mode: importModeSchema.describe('preview or apply'),
  rows: z.number().int().describe('Data rows in the file'),
  valid: z.number().int().describe('Rows without an error'),
  added: z.number().int().describe('Valid rows that add a product'),
  updated: z.number().int().describe('Valid rows that update one'),
  errors: z.array(importRowErrorSchema).describe('[{ row, column, message }]'),
  preview: z.array(importPreviewRowSchema).describe('[{ row, sku, name, action }]'),
});
export type ImportReport = z.output<typeof importReportSchema>;

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
