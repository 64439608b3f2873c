import { DEFAULT_CURRENCY } from '../../../core/constants';
import { parseIsoDate } from '../../../core/dates/utc-date';
import { formatMoney, type MoneyLanguage } from '../../../core/money/currency';

/**
 * An amount axis tick: the shop's money format without ".00" (",00" in Italian), which only
 * crowds the axis. Ticks are computed numbers, so they are rounded to whole cents first.
 */
export function moneyTick(cents: number, language: MoneyLanguage): string {
  return formatMoney(Math.round(cents), DEFAULT_CURRENCY, language).replace(
    /[.,]00(?=\u00a0|$)/,
    '',
  );
}

/**
 * The top of an amount axis: the data's highest point, but at least €100, so a period without
 * sales draws a flat line at €0 under whole-euro ticks, not ticks of one cent.
 */
export function amountAxisTop(dataMax: number): number {
  return Math.max(dataMax, 10_000);
}

const LOCALES: Record<string, string> = { en: 'en-GB', it: 'it-IT' };

/** A day as the admin reads it ("5 Mar", "5 mar"), on the UTC day the server counted. */
export function dayLabel(date: string, language: string): string {
  const day = parseIsoDate(date);
  if (!day) return date;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
}

/** A day in full ("5 March 2026"), for the period heading and the tables. */
export function longDayLabel(date: string, language: string): string {
  const day = parseIsoDate(date);
  if (!day) return date;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(day);
}
