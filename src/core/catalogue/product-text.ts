import type { ContentLanguage } from '../routes/languages';
import type { CatalogueProduct } from './product';
import { splitList } from './split-list';

export interface ProductText {
  name: string;
  brands: string[];
  category: string;
  subCategories: string[];
  colors: string[];
  styles: string[];
}

const cleanList = (values: readonly string[]): string[] =>
  values.map((value) => value.trim()).filter((value) => value !== '');

/**
 * The texts filters and sorting work on, in the chosen language. A product not yet translated
 * falls back to its top-level (canonical) values, so it is never dropped from a filter just
 * because its Italian text is empty.
 */
export function productText(product: CatalogueProduct, lng: ContentLanguage): ProductText {
  const text = product.lng[lng];
  const pick = (local: string, fallback: string): string => local.trim() || fallback.trim();
  const pickList = (local: readonly string[], fallback: readonly string[]): string[] => {
    const cleaned = cleanList(local);
    return cleaned.length > 0 ? cleaned : cleanList(fallback);
  };
  return {
    name: pick(text.name, product.lng.eng.name),
    brands: splitList(pick(text.brand, product.brand)),
    category: pick(text.category, product.category),
    subCategories: splitList(pick(text.subCategory, product.subCategory)),
    colors: pickList(text.colors, product.colors),
    styles: pickList(text.styles, product.styles),
  };
}

/**
 * The language-neutral names filters match: the English texts (with the top-level fallback),
 * so `?color=Red` means the same list on /category/Bags and /it/category/Bags.
 */
export function filterKeys(product: CatalogueProduct): ProductText {
  return productText(product, 'eng');
}
