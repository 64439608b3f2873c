import { assertCents, divideRoundHalfUp } from './rounding';

/**
 * Spec section 9: "Sale price is a percentage discount." The sale price is rounded half up to
 * the cent (the price itself, not the discount, so the customer pays the rounded figure the
 * shop shows). Percentages are whole numbers from 0 to 100, as the catalogue keeps them.
 */
export function salePriceCents(retailCents: number, percent: number): number {
  assertCents(retailCents, 'retailCents');
  if (retailCents < 0) throw new RangeError('retailCents must not be negative');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be a whole number from 0 to 100, got ${String(percent)}`);
  }
  return divideRoundHalfUp(retailCents * (100 - percent), 100);
}

/** A product is on sale when its discount actually lowers the price. */
export function isOnSale(percent: number): boolean {
  return percent > 0;
}
