import type { SiteSettings } from './site-settings';

type Colors = SiteSettings['colors'];

/**
 * Whether two colour-and-text settings say the same, field by field (the live answer is a new
 * object even when nothing changed). The storefront then keeps the look the build computed
 * instead of loading the contrast math (docs/decisions.md, "Issue 25.15: round 4").
 */
export function sameColors(a: Colors, b: Colors): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof Colors)[]);
  return [...keys].every((key) => a[key] === b[key]);
}
