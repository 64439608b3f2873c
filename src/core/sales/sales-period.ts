import { parseIsoDate, toIsoDate, type IsoDate } from '../dates/utc-date';

/** The dashboard's period: whole UTC days, both ends included. */
export interface SalesPeriod {
  start: IsoDate;
  end: IsoDate;
}

export interface PeriodFieldError {
  field: 'start' | 'end';
  message: string;
}

export type SalesPeriodResult =
  { ok: true; period: SalesPeriod } | { ok: false; fields: PeriodFieldError[] };

/** Three calendar years: longer periods would make the daily series (and the scan) too big. */
export const MAX_PERIOD_YEARS = 3;

export const PERIOD_MESSAGES = {
  date: 'Use a date like 2025-01-31',
  tooLong: `The period can be at most ${MAX_PERIOD_YEARS} years`,
} as const;

const firstOfMonth = (day: Date) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
const lastOfMonth = (day: Date) =>
  new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));

/** The same day `years` later (29 February becomes 1 March when the year has none). */
const addYears = (day: Date, years: number) =>
  new Date(Date.UTC(day.getUTCFullYear() + years, day.getUTCMonth(), day.getUTCDate()));

/**
 * Reads `start` and `end` (YYYY-MM-DD). Both missing: the current UTC month; one missing: the
 * month of the other; reversed: put in order. A period is at most three years long: it ends
 * before the same day three years after its start.
 */
export function parseSalesPeriod(
  query: { start?: string | undefined; end?: string | undefined },
  now: Date = new Date(),
): SalesPeriodResult {
  const startText = query.start?.trim() ?? '';
  const endText = query.end?.trim() ?? '';
  const start = startText ? parseIsoDate(startText) : null;
  const end = endText ? parseIsoDate(endText) : null;
  const fields: PeriodFieldError[] = [];
  if (startText && !start) fields.push({ field: 'start', message: PERIOD_MESSAGES.date });
  if (endText && !end) fields.push({ field: 'end', message: PERIOD_MESSAGES.date });
  if (fields.length) return { ok: false, fields };

  const anchor = start ?? end ?? now;
  let from = start ?? firstOfMonth(end ?? anchor);
  let to = end ?? lastOfMonth(start ?? anchor);
  if (from > to) [from, to] = [to, from];
  if (to >= addYears(from, MAX_PERIOD_YEARS)) {
    return { ok: false, fields: [{ field: 'end', message: PERIOD_MESSAGES.tooLong }] };
  }
  return { ok: true, period: { start: toIsoDate(from), end: toIsoDate(to) } };
}
