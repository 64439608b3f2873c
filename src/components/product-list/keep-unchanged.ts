import type { CatalogueProduct } from '../../core/catalogue/product';

/**
 * The live products with the build's object kept for every product the API still describes
 * the same way: the cards already on screen (memoised) then skip their re-render.
 */
export function keepUnchanged(
  live: CatalogueProduct[],
  built: CatalogueProduct[],
): CatalogueProduct[] {
  const bySku = new Map(built.map((product) => [product.sku, product]));
  return live.map((product) => {
    const old = bySku.get(product.sku);
    return old && JSON.stringify(old) === JSON.stringify(product) ? old : product;
  });
}
