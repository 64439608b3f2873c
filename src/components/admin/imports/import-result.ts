import type { importProducts } from '../../../server/admin/imports/import-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';
import { translatedMessage, type Translate } from '../../ui/forms/field-errors';

/**
 * The answer of admin_product_import and admin_product_update_stock_level (docs/api-admin.md,
 * "Imports and exports"), read defensively: the screen must not break on a field it lacks.
 */
export type ImportResult = AnswerOf<typeof importProducts>;

/** One problem: `row` is the data line from 1; 0 is the file itself (not CSV, missing columns). */
export type ImportProblem = ImportResult['errors'][number];

export type ImportRow = ImportResult['preview'][number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The values of a problem's text, by name; anything else in the answer is left out. */
function paramsFrom(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, text(item)]));
}

function problemFrom(value: unknown): ImportProblem | null {
  if (!isRecord(value)) return null;
  const problem: ImportProblem = {
    row: count(value.row),
    column: text(value.column),
    message: text(value.message),
  };
  if (typeof value.code === 'string') problem.code = value.code;
  const params = paramsFrom(value.params);
  if (params) problem.params = params;
  return problem;
}

function rowFrom(value: unknown): ImportRow | null {
  if (!isRecord(value)) return null;
  return {
    row: count(value.row),
    sku: text(value.sku),
    name: text(value.name),
    action: value.action === 'update' ? 'update' : 'add',
  };
}

const listOf = <T>(value: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== null) : [];

/** The answer as the screen uses it, or null when it is not an import answer at all. */
export function readImportResult(body: unknown): ImportResult | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  return {
    mode: body.mode === 'apply' ? 'apply' : 'preview',
    rows: count(body.rows),
    valid: count(body.valid),
    added: count(body.added),
    updated: count(body.updated),
    errors: listOf(body.errors, problemFrom),
    preview: listOf(body.preview, rowFrom),
  };
}

export interface ImportSummary {
  rows: number;
  valid: number;
  added: number;
  updated: number;
  errorCount: number;
  /** Data rows with at least one problem; the file itself (row 0) is not a row. */
  badRows: number;
  /** Rows the apply call would write: the added and updated ones. */
  toWrite: number;
  /** Apply is offered only for a clean file that writes something. */
  canApply: boolean;
}

export function summariseImport(result: ImportResult): ImportSummary {
  const badRows = new Set(result.errors.map((problem) => problem.row).filter((row) => row > 0))
    .size;
  const toWrite = result.added + result.updated;
  return {
    rows: result.rows,
    valid: result.valid,
    added: result.added,
    updated: result.updated,
    errorCount: result.errors.length,
    badRows,
    toWrite,
    canApply: result.errors.length === 0 && toWrite > 0,
  };
}

type TranslateWith = (key: string, options?: Record<string, unknown>) => string;

/**
 * A problem in the admin's language: by its code and values when this client has a text for
 * the code, else by the catalogue's translation of the English message, else that message.
 */
export function problemMessage(
  problem: Pick<ImportProblem, 'message' | 'code' | 'params'>,
  t: TranslateWith,
): string {
  const key = `adminImport.problem.${problem.code ?? ''}`;
  if (problem.code) {
    const text = t(key, { ...problem.params, defaultValue: '' });
    if (text && text !== key) return text;
  }
  return translatedMessage(problem.message, t as Translate);
}

export interface RowProblems {
  row: number;
  problems: Omit<ImportProblem, 'row'>[];
}

/** Problems by file line, in file order (the file-level ones first), each line once. */
export function groupProblemsByRow(problems: readonly ImportProblem[]): RowProblems[] {
  const byRow = new Map<number, RowProblems>();
  for (const { row, ...problem } of problems) {
    const group = byRow.get(row) ?? { row, problems: [] };
    group.problems.push(problem);
    byRow.set(row, group);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

export interface Page<T> {
  items: T[];
  /** From 1, clamped to the pages there are. */
  page: number;
  pages: number;
  /** Position of the first item shown, from 1 (0 for an empty list). */
  first: number;
  last: number;
}

/** One page of a long list: a big file's rows are shown a page at a time. */
export function pageOf<T>(list: readonly T[], page: number, size: number): Page<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const start = (current - 1) * size;
  const items = list.slice(start, start + size);
  return {
    items,
    page: current,
    pages,
    first: items.length > 0 ? start + 1 : 0,
    last: start + items.length,
  };
}
