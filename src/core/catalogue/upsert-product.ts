import type { CatalogueProduct } from './product';

/**
 * Spec section 4: "an updated product replaces the one with the same sku or is added if none
 * matches". Returns a new list; the product keeps its place when replaced.
 */
export function upsertProductBySku<T extends Pick<CatalogueProduct, 'sku'>>(
  products: readonly T[],
  updated: T,
): T[] {
  const index = products.findIndex((product) => product.sku === updated.sku);
  if (index === -1) return [...products, updated];
  return products.map((product, i) => (i === index ? updated : product));
}
