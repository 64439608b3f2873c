import { parseIsoDate, toIsoDate, type IsoDate } from '../../../core/dates/utc-date';
import { MAX_PERIOD_YEARS, type SalesPeriod } from '../../../core/sales/sales-period';
import type { adminSales, adminSalesExport } from '../../../server/admin/sales/sales-routes';
import type { CallPath } from '../../../state/api-client';

/** The days the dashboard sums, both included: the server's type (src/core/sales). */
export type { SalesPeriod };

export const SALES_PRESETS = ['thisMonth', 'lastMonth', 'thisYear', 'last12Months'] as const;
export type SalesPreset = (typeof SALES_PRESETS)[number];

// Date.UTC rolls month -1 back to December of the year before and day 0 to the month's last day.
const day = (year: number, month: number, date: number): IsoDate =>
  toIsoDate(new Date(Date.UTC(year, month, date)));

/**
 * A preset's days, in UTC as the server counts them. Whole calendar months, like the API's
 * default (this month): "last 12 months" is this month and the 11 before it.
 */
export function presetPeriod(preset: SalesPreset, today: Date): SalesPeriod {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth();
  switch (preset) {
    case 'thisMonth':
      return { start: day(y, m, 1), end: day(y, m + 1, 0) };
    case 'lastMonth':
      return { start: day(y, m - 1, 1), end: day(y, m, 0) };
    case 'thisYear':
      return { start: day(y, 0, 1), end: day(y, 11, 31) };
    case 'last12Months':
      return { start: day(y, m - 11, 1), end: day(y, m + 1, 0) };
  }
}

/** The preset a period is exactly, so its button can show as chosen. */
export function matchingPreset(period: SalesPeriod, today: Date): SalesPreset | null {
  return (
    SALES_PRESETS.find((preset) => {
      const days = presetPeriod(preset, today);
      return days.start === period.start && days.end === period.end;
    }) ?? null
  );
}

/** The earlier day first, as the server reads a reversed range. */
export function ordered(start: IsoDate, end: IsoDate): SalesPeriod {
  return start <= end ? { start, end } : { start: end, end: start };
}

/**
 * The period in the page's address (?start=&end=), so a reload or a shared link shows the same
 * days; this month when either day is missing or not a real date, or the period is longer
 * than the server allows (an address edited by hand).
 */
export function periodFromSearch(search: string, today: Date): SalesPeriod {
  const params = new URLSearchParams(search);
  const start = params.get('start')?.trim() ?? '';
  const end = params.get('end')?.trim() ?? '';
  if (periodProblem(start, end)) return presetPeriod('thisMonth', today);
  return ordered(start, end);
}

const periodQuery = ({ start, end }: SalesPeriod): string =>
  new URLSearchParams({ start, end }).toString();

/** The page address's query for a period. */
export const periodSearch = (period: SalesPeriod): string => `?${periodQuery(period)}`;

/** GET /api/admin_sales for a period (the path apiGet takes). */
export const salesPath = (period: SalesPeriod): CallPath<typeof adminSales> =>
  `admin_sales?${periodQuery(period)}`;

/** GET /api/admin_sales_export for a period. */
export const salesExportPath = (period: SalesPeriod): CallPath<typeof adminSalesExport> =>
  `admin_sales_export?${periodQuery(period)}`;

/** The export's name when the answer gives none (the contract's own name). */
export const salesCsvName = ({ start, end }: SalesPeriod): string => `sales-${start}-${end}.csv`;

export type PeriodProblem = 'startMissing' | 'endMissing' | 'tooLong';

/**
 * What is wrong with the form's two days before asking: a day left empty (a date input gives ''
 * for an incomplete date), or a period the server refuses as too long (src/core/sales: it must
 * end before the same day three years after its start).
 */
export function periodProblem(start: string, end: string): PeriodProblem | null {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from) return 'startMissing';
  if (!to) return 'endMissing';
  const [first, last] = from <= to ? [from, to] : [to, from];
  const limit = Date.UTC(
    first.getUTCFullYear() + MAX_PERIOD_YEARS,
    first.getUTCMonth(),
    first.getUTCDate(),
  );
  return last.getTime() >= limit ? 'tooLong' : null;
}
