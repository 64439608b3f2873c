/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed with UTC methods only, so the result never
 * depends on the time zone of the machine running the code.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** One calendar day in milliseconds (UTC days have no daylight-saving change). */
export const DAY_MS = 86_400_000;

/** Parses 'YYYY-MM-DD' to midnight UTC, or null when it is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? date
    : null;
}

export function toIsoDate(date: Date): IsoDate {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return date.toISOString().slice(0, 10);
}

/** The UTC calendar day of a Date, or of a 'YYYY-MM-DD' string, at midnight UTC. */
export function utcDay(date: Date | IsoDate): Date {
  if (typeof date === 'string') {
    const parsed = parseIsoDate(date);
    if (!parsed) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
    return parsed;
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}
