import { assertCents } from '../money/rounding';

/**
 * PayPal writes money as a decimal string ("12.34"); the shop keeps integer cents. Both ways go
 * through text, never through a float, so no cent is lost or invented on the way.
 */
export function centsToDecimal(cents: number): string {
  assertCents(cents, 'cents');
  if (cents < 0) throw new RangeError('a payment amount cannot be negative');
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.34" → 1234, "12" → 1200, "12.3" → 1230; anything else (more decimals, signs) → null. */
export function decimalToCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, units = '0', fraction = ''] = match;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
