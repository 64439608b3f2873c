import type { LanguageCode } from '../site/site-settings';
import { facetCountsOfRows, type FacetCounts, type FacetGroup } from './facet-counts';
import { filterOptions, type FilterOptions } from './filter-options';
import { filterRow, keptRows, type FilterRow, type ProductFilters } from './filter-products';
import { canonicalFilters } from './list-url-state';
import type { CatalogueProduct } from './product';
import { sortProducts } from './sort-products';

/** Facet counts as JSON carries them: per group, each box's value and its count. */
export type FacetRecord = Record<FacetGroup, Record<string, number>>;

/** One page of a list, with what the whole list (every page) is like. */
export interface ListPage<P extends CatalogueProduct> {
  products: P[];
  /** How many products every page together holds (the filtered list's length). */
  total: number;
  /** The page given: the one asked for, or the last one when it asked past the end. */
  page: number;
  /** Per filter group, how many products each box would give (facetCounts' rule). */
  facets: FacetRecord;
  /** The boxes the scope offers, labelled in the asked language (filterOptions' rule). */
  filterOptions: FilterOptions;
}

export interface ListPageQuery {
  filters: ProductFilters;
  page: number;
  /** Products per page. */
  rows: number;
  lng: LanguageCode;
}

/**
 * A list's scope (every product a list page may show before its checks), with what each page
 * of it needs worked out once and kept: the rows filters test, each sort's order and each
 * language's boxes. Sorting once per order means a page filters an already sorted list, and
 * keeps the order sortProducts gives it (a total order: name, then sku).
 */
export interface ListScopeProducts<P extends CatalogueProduct> {
  products: readonly P[];
  rows: readonly FilterRow[];
  sorted: (sortIndex: number, lng: LanguageCode) => readonly FilterRow[];
  options: (lng: LanguageCode) => FilterOptions;
}

export function listScopeProducts<P extends CatalogueProduct>(
  products: readonly P[],
): ListScopeProducts<P> {
  const rows = products.map(filterRow);
  const rowOf = new Map(rows.map((row) => [row.product, row]));
  const sorted = new Map<string, readonly FilterRow[]>();
  const options = new Map<LanguageCode, FilterOptions>();
  return {
    products,
    rows,
    sorted: (sortIndex, lng) => {
      const key = `${sortIndex} ${lng}`;
      let order = sorted.get(key);
      if (!order) {
        order = sortProducts(products, sortIndex, lng).flatMap((p) => rowOf.get(p) ?? []);
        sorted.set(key, order);
      }
      return order;
    },
    options: (lng) => {
      let boxes = options.get(lng);
      if (!boxes) {
        boxes = filterOptions(products, lng);
        options.set(lng, boxes);
      }
      return boxes;
    },
  };
}

const asRecord = (counts: FacetCounts): FacetRecord =>
  Object.fromEntries(
    Object.entries(counts).map(([group, map]) => [group, Object.fromEntries(map)]),
  ) as FacetRecord;

/**
 * A page of the scope as the storefront's list shows it: the checks read as the offered boxes'
 * keys (canonicalFilters), applied in the spec's sequence, sorted, cut to the page; the total
 * and facet counts are the whole filtered list's, so they agree with the client's own
 * filterProducts and facetCounts over the whole scope.
 */
export function listPage<P extends CatalogueProduct>(
  scope: ListScopeProducts<P>,
  { filters: asked, page, rows, lng }: ListPageQuery,
): ListPage<P> {
  const boxes = scope.options(lng);
  const filters = canonicalFilters(asked, boxes);
  const kept = keptRows(scope.sorted(filters.sortIndex, lng), filters);
  const pages = Math.ceil(kept.length / rows);
  const shown = Math.max(1, Math.min(page, pages));
  const start = (shown - 1) * rows;
  return {
    products: kept.slice(start, start + rows).map(({ product }) => product as P),
    total: kept.length,
    page: shown,
    facets: asRecord(facetCountsOfRows(scope.rows, filters)),
    filterOptions: boxes,
  };
}
