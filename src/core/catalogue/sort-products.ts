import type { ContentLanguage } from '../routes/languages';
import type { CatalogueProduct } from './product';
import { productText } from './product-text';
import { textCollator } from '../text/collator';

/** Spec section 9: "Sort options: Name A-Z (default), Name Z-A, Price Hi-Lo, Price Lo-Hi." */
export const SORT_OPTIONS = [
  { key: 'nameAsc', label: 'Name A-Z' },
  { key: 'nameDesc', label: 'Name Z-A' },
  { key: 'priceDesc', label: 'Price Hi-Lo' },
  { key: 'priceAsc', label: 'Price Lo-Hi' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['key'];
export const DEFAULT_SORT_INDEX = 0;

/**
 * Issue 18: "Relevance", the catalogue's own order for a search (best match first). It comes
 * after the spec's four so their indexes, and the addresses that hold them, keep their meaning;
 * it is offered, and the default, only on a search.
 */
export const RELEVANCE_SORT_INDEX = SORT_OPTIONS.length;

/** The sort a list starts with: relevance for a search, else the spec's Name A-Z. */
export const defaultSortIndex = (searching: boolean): number =>
  searching ? RELEVANCE_SORT_INDEX : DEFAULT_SORT_INDEX;

/**
 * Sorts a copy (the caller's list is left alone). Names compare in the chosen language,
 * ignoring case and accents, digits by value ("Bag 2" before "Bag 10"). Equal prices fall back
 * to name A-Z, then sku, so the order is the same on every render. Relevance keeps the
 * order given (the server's, best first). An unknown index uses the default, Name A-Z.
 */
export function sortProducts(
  products: readonly CatalogueProduct[],
  sortIndex: number,
  lng: ContentLanguage,
): CatalogueProduct[] {
  if (sortIndex === RELEVANCE_SORT_INDEX) return [...products];
  const key: SortKey = SORT_OPTIONS[sortIndex]?.key ?? SORT_OPTIONS[DEFAULT_SORT_INDEX].key;
  const collator = textCollator(lng, 'base');
  const named = products.map((product) => ({ product, name: productText(product, lng).name }));
  const byName = (a: (typeof named)[number], b: (typeof named)[number]): number =>
    collator.compare(a.name, b.name) || a.product.sku.localeCompare(b.product.sku);
  named.sort((a, b) => {
    switch (key) {
      case 'nameAsc':
        return byName(a, b);
      case 'nameDesc':
        return byName(b, a);
      case 'priceDesc':
        return b.product.sell.price - a.product.sell.price || byName(a, b);
      case 'priceAsc':
        return a.product.sell.price - b.product.sell.price || byName(a, b);
    }
  });
  return named.map(({ product }) => product);
}
