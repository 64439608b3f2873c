import {
  SPECIAL_FILTERS,
  SPECIAL_MATCHES,
  activeSteps,
  filterRow,
  type AdminMatch,
  type FilterRow,
  type FilterStep,
  type ProductFilters,
} from './filter-products';
import { priceBandOf } from './price-bands';
import type { CatalogueProduct } from './product';

/** The filter groups that have boxes on the storefront (admin's are the back office's). */
export type FacetGroup = Exclude<keyof ProductFilters, 'admin' | 'sortIndex'>;

/** Per group, how many products each box's value would give (a value no product has is absent). */
export type FacetCounts = Record<FacetGroup, ReadonlyMap<string, number>>;

const GROUP_STEP: Record<FacetGroup, FilterStep> = {
  options: 'options',
  brands: 'brand',
  categories: 'category',
  subCategories: 'subCategory',
  colors: 'colour',
  styles: 'style',
  sizes: 'size',
  priceBands: 'price',
};
const GROUPS = Object.keys(GROUP_STEP) as FacetGroup[];

/** The values of a group a product has: the ones whose box keeps it (as the filter steps test). */
const VALUES: Record<FacetGroup, (row: FilterRow) => readonly string[]> = {
  options: ({ product }) =>
    SPECIAL_FILTERS.filter(({ key }) => SPECIAL_MATCHES[key](product)).map(({ key }) => key),
  brands: ({ text }) => text.brands,
  categories: ({ text }) => [text.category],
  subCategories: ({ text }) => text.subCategories,
  colors: ({ text }) => text.colors,
  styles: ({ text }) => text.styles,
  sizes: ({ product }) => product.sizes,
  priceBands: ({ product }) => {
    const band = priceBandOf(product.sell.price);
    return band ? [band.key] : [];
  },
};

/**
 * Facet counts (issue 25.8): a box's count is how many products the list would show with that
 * box the only check of its group and every other group as it is. A group's own checks are
 * left out because its boxes widen each other (any of them keeps a product): counting within
 * the current result would show 0 beside every unchecked colour once one colour is checked.
 * The server counts its pages' facets with the same function (list-page.ts).
 */
export function facetCounts(
  products: readonly CatalogueProduct[],
  filters: Partial<ProductFilters>,
  adminMatch?: AdminMatch,
): FacetCounts {
  return facetCountsOfRows(products.map(filterRow), filters, adminMatch);
}

/** facetCounts over rows already made (the server keeps its scope's rows between calls). */
export function facetCountsOfRows(
  rows: readonly FilterRow[],
  filters: Partial<ProductFilters>,
  adminMatch?: AdminMatch,
): FacetCounts {
  const steps = activeSteps(filters, adminMatch);
  const counts = {} as Record<FacetGroup, Map<string, number>>;
  for (const group of GROUPS) counts[group] = new Map();
  for (const row of rows) {
    const failed = steps.filter(([, keep]) => !keep(row)).map(([step]) => step);
    // Failing two groups, a product is in no box's count; failing one, only in that group's.
    if (failed.length > 1) continue;
    for (const group of GROUPS) {
      if (failed.length === 1 && failed[0] !== GROUP_STEP[group]) continue;
      const map = counts[group];
      for (const value of new Set(VALUES[group](row))) map.set(value, (map.get(value) ?? 0) + 1);
    }
  }
  return counts;
}
