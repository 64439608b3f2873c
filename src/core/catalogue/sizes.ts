/** Spec section 9: "Size options: XS, S, M, L, XL, XXL." */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export function isSize(value: string): value is Size {
  return (SIZES as readonly string[]).includes(value);
}

/**
 * Sizes read smallest to largest, not alphabetically (L before M is no help to a shopper);
 * any size outside the list follows, alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const ia = (SIZES as readonly string[]).indexOf(a);
  const ib = (SIZES as readonly string[]).indexOf(b);
  if (ia !== -1 && ib !== -1) return ia - ib;
  if (ia !== -1) return -1;
  if (ib !== -1) return 1;
  return a.localeCompare(b);
}
