/**
 * Cell rules of the import files (docs/api-admin.md): money in euro with a decimal point,
 * whole numbers, yes/no booleans and `;` lists. Money is read digit by digit into integer
 * cents, never through a float.
 */
import { IMPORT_PROBLEM_TEXTS } from './import-problems';

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(message: string): CellResult<T> => ({ ok: false, message });

const P = IMPORT_PROBLEM_TEXTS;
export const CELL_MESSAGES = {
  euroComma: P.euroComma,
  euroDecimals: P.euroDecimals,
  euro: P.euro,
  count: P.count,
  integer: P.integer,
  boolean: P.boolean,
} as const;

/** The most euro a cell may hold before it stops fitting a 32-bit count of cents. */
const MAX_EURO_DIGITS = 7;

/** "129.9" → 12990, "12" → 1200, "0.05" → 5; "12,50", "-1", "1.234", "abc" are refused. */
export function parseEuroCents(text: string): CellResult<number> {
  const value = text.trim();
  if (/^\d+,\d+$/.test(value)) return fail(CELL_MESSAGES.euroComma);
  if (/^\d+\.\d{3,}$/.test(value)) return fail(CELL_MESSAGES.euroDecimals);
  const match = new RegExp(`^(\\d{1,${MAX_EURO_DIGITS}})(?:\\.(\\d{1,2}))?$`).exec(value);
  if (!match) return fail(CELL_MESSAGES.euro);
  const euros = Number.parseInt(match[1]!, 10);
  const cents = Number.parseInt((match[2] ?? '').padEnd(2, '0'), 10);
  return ok(euros * 100 + cents);
}

/** 12990 → "129.90": what the export writes, so parseEuroCents reads it back unchanged. */
export function formatEuroCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents - whole * 100).padStart(2, '0')}`;
}

/** Whole numbers 0 or more ("12"); "-1", "1.5" and "1e3" are refused. */
export function parseCount(text: string): CellResult<number> {
  const value = text.trim();
  if (!/^\d{1,10}$/.test(value)) return fail(CELL_MESSAGES.count);
  return ok(Number.parseInt(value, 10));
}

const TRUE = new Set(['yes', 'true', '1']);
const FALSE = new Set(['no', 'false', '0']);

/** yes/no, true/false, 1/0 in any case. */
export function parseYesNo(text: string): CellResult<boolean> {
  const value = text.trim().toLowerCase();
  if (TRUE.has(value)) return ok(true);
  if (FALSE.has(value)) return ok(false);
  return fail(CELL_MESSAGES.boolean);
}

export const formatYesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** "Red; Blue;;" → ['Red', 'Blue']: items trimmed, empty ones dropped. */
export function parseList(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const formatList = (items: readonly string[]): string => items.join(';');
