import type { ProductFilters } from './filter-products';
import type { ContentLanguage } from '../routes/languages';

type CheckGroup = Exclude<keyof ProductFilters, 'sortIndex'>;

/**
 * GET products' names for a list's checks (issue 27.2): the storefront address's names
 * (list-url-state.ts, admin-list-state.ts), save `brands` and `categories`, since the spec's
 * `brand` and `category` already name the list's scope. A group's values travel as one field,
 * separated by semicolons, as the spec separates a product's sub-categories.
 */
export const LIST_CHECK_PARAMS = {
  admin: 'only',
  options: 'show',
  brands: 'brands',
  categories: 'categories',
  subCategories: 'sub',
  colors: 'color',
  styles: 'style',
  sizes: 'size',
  priceBands: 'price',
} as const satisfies Record<CheckGroup, string>;

export const LIST_VALUE_SEPARATOR = ';';

/** The fields asking GET products for one page of a list: checks, sort, page, rows, language. */
export function listPageParams(
  filters: ProductFilters,
  page: number,
  rows: number,
  lng: ContentLanguage,
): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), rows: String(rows), lng });
  params.set('sort', String(filters.sortIndex));
  for (const [group, name] of Object.entries(LIST_CHECK_PARAMS) as [CheckGroup, string][]) {
    const values = filters[group];
    if (values.length > 0) params.set(name, values.join(LIST_VALUE_SEPARATOR));
  }
  return params;
}
