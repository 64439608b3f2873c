import { catalogueSearchQuery } from '../search/catalogue-search-query';
import { searchTextFromRoute } from '../search/search-term';
import { splitList } from './split-list';
import type { ContentLanguage } from '../routes/languages';
import type { ProductFilters } from './filter-products';
import { listPageParams } from './list-page-params';
import type { CatalogueProduct } from './product';

/**
 * Which products a list page shows (spec section 2: /shop/products, /category/{id},
 * /category/{id}/{item}, /brand/{id}, /brand/{id}/{item}, /shop/{term}). Names are English,
 * as the products' top-level fields and the API's name matching use them.
 */
export interface ListScope {
  category?: string;
  subCategory?: string;
  brand?: string;
  /** A storefront search term as it appears in the route (underscores for spaces). */
  term?: string;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The build's selection; the live refresh asks the API the same question (scopeQuery). */
export function inScope(product: CatalogueProduct, scope: ListScope): boolean {
  if (scope.category && !same(product.category, scope.category)) return false;
  if (scope.brand && !same(product.brand, scope.brand)) return false;
  if (scope.subCategory) {
    const subs = splitList(product.subCategory);
    if (!subs.some((sub) => same(sub, scope.subCategory ?? ''))) return false;
  }
  return true;
}

/** GET products query string for a scope (spec section 7: rows=1000 with brand, category...). */
export function scopeQuery(scope: ListScope, rows: number): URLSearchParams {
  const params = new URLSearchParams({ rows: String(rows) });
  if (scope.brand) params.set('brand', scope.brand);
  if (scope.category) params.set('category', scope.category);
  if (scope.subCategory) params.set('subcategory', scope.subCategory);
  if (scope.term) {
    for (const [key, value] of Object.entries(
      catalogueSearchQuery(searchTextFromRoute(scope.term)),
    ))
      params.set(key, value);
  }
  return params;
}

/**
 * GET products query string for one page of a scope's list (issue 27.2): the scope, then the
 * checks, sort, page and language the server filters, sorts and cuts by.
 */
export function scopePageQuery(
  scope: ListScope,
  filters: ProductFilters,
  page: number,
  rows: number,
  lng: ContentLanguage,
): URLSearchParams {
  const params = scopeQuery(scope, rows);
  for (const [key, value] of listPageParams(filters, page, rows, lng)) params.set(key, value);
  return params;
}
