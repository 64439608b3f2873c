import type { z } from 'zod';
import type { filterChoiceSchema, filterOptionsSchema } from './list-page-schema';
import type { ContentLanguage } from '../routes/languages';
import type { CatalogueProduct } from './product';
import { filterKeys, productText } from './product-text';
import { compareSizes } from './sizes';
import { textCollator } from '../text/collator';

/**
 * One box of a filter group: `value` is the language-neutral key the filter matches and the
 * address keeps (the English name), `label` the text shown in the page's language.
 */
export type FilterChoice = z.output<typeof filterChoiceSchema>;

/** Each filter group's boxes; its schema is what /api/openapi.json says of it. */
export type FilterOptions = z.output<typeof filterOptionsSchema>;

type NamedGroup = 'brands' | 'subCategories' | 'colors' | 'styles';
const NAMED_GROUPS: readonly NamedGroup[] = ['brands', 'subCategories', 'colors', 'styles'];

/**
 * Spec section 4: "loading products rebuilds the filter option lists". Each list holds the
 * distinct trimmed keys of the loaded products, labelled in the chosen language (the names
 * line up one to one, the Italian list being the English one translated), sorted by label;
 * sizes run smallest to largest.
 */
export function filterOptions(
  products: readonly CatalogueProduct[],
  lng: ContentLanguage = 'eng',
): FilterOptions {
  const maps = {
    brands: new Map<string, string>(),
    categories: new Map<string, string>(),
    subCategories: new Map<string, string>(),
    colors: new Map<string, string>(),
    styles: new Map<string, string>(),
    sizes: new Map<string, string>(),
  };
  const addAll = (map: Map<string, string>, keys: readonly string[], labels: readonly string[]) => {
    keys.forEach((key, index) => {
      const value = key.trim();
      if (value === '' || map.has(value)) return;
      // A list whose translation does not line up shows the key rather than a wrong name.
      const label = labels.length === keys.length ? (labels[index]?.trim() ?? '') : '';
      map.set(value, label || value);
    });
  };
  for (const product of products) {
    const keys = filterKeys(product);
    const text = productText(product, lng);
    for (const group of NAMED_GROUPS) addAll(maps[group], keys[group], text[group]);
    addAll(maps.categories, [keys.category], [text.category]);
    addAll(maps.sizes, product.sizes, product.sizes);
  }
  const collator = textCollator(lng, 'variant');
  const choices = (map: Map<string, string>) =>
    [...map].map(([value, label]) => ({ value, label }));
  const byLabel = (map: Map<string, string>) =>
    choices(map).sort((a, b) => collator.compare(a.label, b.label));
  return {
    brands: byLabel(maps.brands),
    categories: byLabel(maps.categories),
    subCategories: byLabel(maps.subCategories),
    colors: byLabel(maps.colors),
    styles: byLabel(maps.styles),
    sizes: choices(maps.sizes).sort((a, b) => compareSizes(a.value, b.value)),
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
