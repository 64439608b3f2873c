import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { brandPath, categoryPath, productPath } from '../../core/routes/shop-routes';
import { SUGGEST_NAME_LIMIT } from '../../core/search/suggestion-query';
import { matchNames } from '../../core/search/suggest-names';
import type { ShopDefaults } from '../../core/site/shop-data';

export type SearchOption =
  | { kind: 'product'; key: string; to: string; label: string; product: CatalogueProduct }
  | { kind: 'category' | 'brand'; key: string; to: string; label: string };

/** The listbox's options in order: the products, then matching categories, then brands. */
export function searchOptions(
  text: string | null,
  products: readonly CatalogueProduct[],
  defaults: Pick<ShopDefaults, 'categories' | 'brands'>,
  lng: ContentLanguage,
): SearchOption[] {
  if (text === null) return [];
  return [
    ...products.map((product) => ({
      kind: 'product' as const,
      key: `p-${product.sku}`,
      to: productPath(product.url),
      label: product.lng[lng].name || product.lng.eng.name,
      product,
    })),
    ...matchNames(defaults.categories, text, lng, SUGGEST_NAME_LIMIT).map(({ entry, label }) => ({
      kind: 'category' as const,
      key: `c-${entry._id}`,
      to: categoryPath(entry.name),
      label,
    })),
    ...matchNames(defaults.brands, text, lng, SUGGEST_NAME_LIMIT).map(({ entry, label }) => ({
      kind: 'brand' as const,
      key: `b-${entry._id}`,
      to: brandPath(entry.name),
      label,
    })),
  ];
}
