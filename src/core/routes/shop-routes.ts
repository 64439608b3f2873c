import { toRouteName } from './route-name';

/**
 * Storefront addresses (spec section 2), without a language prefix: the i18n layer adds /it.
 * Names in routes are English names passed through toRouteName, so the English and Italian
 * pages of one product share a path and hreflang can pair them.
 */
export const SHOP_PRODUCTS_PATH = '/shop/products';

export const categoryPath = (category: string) => `/category/${toRouteName(category)}`;

export const subCategoryPath = (category: string, subCategory: string) =>
  `${categoryPath(category)}/${toRouteName(subCategory)}`;

export const brandPath = (brand: string) => `/brand/${toRouteName(brand)}`;

/** /brand/{id}/{item}: one brand's products in one category. */
export const brandCategoryPath = (brand: string, category: string) =>
  `${brandPath(brand)}/${toRouteName(category)}`;

/** Products carry their route name already (the `url` field the API answers `url=` with). */
export const productPath = (url: string) => `/product/${url}`;

export const postPath = (post: { slug: string; cuid: string }) =>
  `/posts/${post.slug}-${post.cuid}`;

/** The storefront search route; the term is already sanitised (core/search). */
export const shopSearchPath = (term: string) => `/shop/${term}`;

/** A path in a language: English has no prefix, Italian lives under /it. */
export function localisedPath(path: string, language: string, defaultLanguage = 'en'): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
