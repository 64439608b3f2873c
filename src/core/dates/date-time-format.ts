/**
 * Dates and times written for people, in the page's language. English is the site's British
 * English (day before month); both languages read the clock on 24 hours ("18:04", never
 * "06:04 PM"): the shop is run from Italy and its English is en-GB, and a fixed hour cycle
 * keeps the text the same whatever locale data the machine (server or browser) carries.
 */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', it: 'it-IT' };

/** The Intl locale of a page language ('en', 'it'); British English for anything else. */
export const dateLocale = (language: string): string => LOCALES[language] ?? 'en-GB';

const readable = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The day and the minute ("4 Mar 2026, 18:04", "4 mar 2026, 18:04"). The time zone is the
 * reader's own unless one is given (admin screens are drawn only in the browser, so the
 * server never draws a different one). '' when the date cannot be read.
 */
export function formatDateTime(iso: string, language: string, timeZone?: string): string {
  const date = readable(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** The minute alone ("18:04"), for something that happened today. '' when unreadable. */
export function formatClock(iso: string, language: string, timeZone?: string): string {
  const date = readable(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(dateLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
