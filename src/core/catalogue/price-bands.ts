/**
 * Spec section 9: "Price bands: 0-50, 50-100, 100-150, 150-200, 200-300, 300+ (300 to 10000);
 * a band is above its minimum and up to and including its maximum." Bounds are cents. Because
 * a band excludes its minimum, a price of exactly 0.00 falls in no band.
 */
export const PRICE_BANDS = [
  { key: '0-50', label: '0-50', minCents: 0, maxCents: 5_000 },
  { key: '50-100', label: '50-100', minCents: 5_000, maxCents: 10_000 },
  { key: '100-150', label: '100-150', minCents: 10_000, maxCents: 15_000 },
  { key: '150-200', label: '150-200', minCents: 15_000, maxCents: 20_000 },
  { key: '200-300', label: '200-300', minCents: 20_000, maxCents: 30_000 },
  { key: '300+', label: '300+', minCents: 30_000, maxCents: 1_000_000 },
] as const;

export type PriceBand = (typeof PRICE_BANDS)[number];
export type PriceBandKey = PriceBand['key'];

export function inPriceBand(
  priceCents: number,
  band: { minCents: number; maxCents: number },
): boolean {
  return priceCents > band.minCents && priceCents <= band.maxCents;
}

export function priceBandByKey(key: string): PriceBand | undefined {
  return PRICE_BANDS.find((band) => band.key === key);
}

export function priceBandOf(priceCents: number): PriceBand | undefined {
  return PRICE_BANDS.find((band) => inPriceBand(priceCents, band));
}
