import type { LanguageCode } from '../site/site-settings';
import type { CatalogueProduct } from './product';
import { productText } from './product-text';
import { compareSizes } from './sizes';
import { textCollator } from '../text/collator';

export interface FilterOptions {
  brands: string[];
  categories: string[];
  subCategories: string[];
  colors: string[];
  styles: string[];
  sizes: string[];
}

/**
 * Spec section 4: "loading products rebuilds the filter option lists". Each list holds the
 * distinct trimmed values of the loaded products in the chosen language (the same texts
 * filterProducts matches), alphabetically; sizes run smallest to largest.
 */
export function filterOptions(
  products: readonly CatalogueProduct[],
  lng: LanguageCode = 'eng',
): FilterOptions {
  const sets = {
    brands: new Set<string>(),
    categories: new Set<string>(),
    subCategories: new Set<string>(),
    colors: new Set<string>(),
    styles: new Set<string>(),
    sizes: new Set<string>(),
  };
  const addAll = (set: Set<string>, values: readonly string[]) => {
    for (const value of values) if (value.trim() !== '') set.add(value.trim());
  };
  for (const product of products) {
    const text = productText(product, lng);
    addAll(sets.brands, text.brands);
    addAll(sets.categories, [text.category]);
    addAll(sets.subCategories, text.subCategories);
    addAll(sets.colors, text.colors);
    addAll(sets.styles, text.styles);
    addAll(sets.sizes, product.sizes);
  }
  const sorted = (set: Set<string>) => [...set].sort(textCollator(lng, 'variant').compare);
  return {
    brands: sorted(sets.brands),
    categories: sorted(sets.categories),
    subCategories: sorted(sets.subCategories),
    colors: sorted(sets.colors),
    styles: sorted(sets.styles),
    sizes: [...sets.sizes].sort(compareSizes),
  };
}

/** No boxes yet: a list whose products have not arrived. */
export const NO_OPTIONS: FilterOptions = {
  brands: [],
  categories: [],
  subCategories: [],
  colors: [],
  styles: [],
  sizes: [],
};
