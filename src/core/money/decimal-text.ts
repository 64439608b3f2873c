/*
 * What an administrator types for an amount or a rate, and back. The API keeps integer cents
 * and basis points; a form edits "12.50" euro or "22.5" %. The conversion is done on the
 * digits, never through a float, so "0.29" is 29 cents and not 28.999… A comma is taken as the
 * decimal mark too (Italian keyboards); thousands separators are not, as "1.234" would be
 * ambiguous between the two languages.
 */

/** The largest amount the admin writes take (1,000,000.00). */
export const MAX_CENTS = 100_000_000;

const DECIMAL = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/** Digits with up to two decimals as hundredths ("12,5" → 1250), or null when not such text. */
function hundredths(text: string): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Hundredths as text with two decimals ("1250" → "12.50"). */
function twoDecimals(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/**
 * "12.50", "12,5", "12" or "€ 12.50" as integer cents; null for anything else (negative,
 * more than two decimals, over MAX_CENTS, empty).
 */
export function centsFromEuroText(text: string): number | null {
  const cents = hundredths(text.trim().replace(/^€\s*/, ''));
  return cents === null || cents > MAX_CENTS ? null : cents;
}

/** Integer cents as the form shows them: "12.50". */
export function euroTextFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not cents: ${cents}`);
  return twoDecimals(cents);
}

/** "22", "22.5" or "4,75" (%) as basis points (2200, 2250, 475); null outside 0–100 %. */
export function basisPointsFromPercentText(text: string): number | null {
  const bp = hundredths(text.trim().replace(/\s*%$/, ''));
  return bp === null || bp > 10_000 ? null : bp;
}

/** Basis points as a percentage with only the decimals it needs: 2200 → "22", 475 → "4.75". */
export function percentTextFromBasisPoints(bp: number): string {
  if (!Number.isSafeInteger(bp) || bp < 0) throw new RangeError(`not basis points: ${bp}`);
  return twoDecimals(bp).replace(/\.?0+$/, '');
}
