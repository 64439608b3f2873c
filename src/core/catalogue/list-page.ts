import type { ContentLanguage } from '../routes/languages';
import { adminProductFilter } from './admin-product-filters';
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
  lng: ContentLanguage;
}

/**
 * A list's scope (every product a list page may show before its checks), with what its pages
 * need worked out once and kept: each sort's order, each language's boxes, and, for the last
 * few sets of checks, the filtered list and its facet counts, so turning a page is a slice.
 * Sorting once per order means a page filters an already sorted list, and keeps the order
 * sortProducts gives it (a total order: name, then sku).
 */
export interface ListScopeProducts<P extends CatalogueProduct> {
  products: readonly P[];
  sorted: (sortIndex: number, lng: ContentLanguage) => readonly FilterRow[];
  options: (lng: ContentLanguage) => FilterOptions;
  /** The rows the checks keep, sorted by their sort in `lng`. */
  kept: (filters: ProductFilters, lng: ContentLanguage) => readonly FilterRow[];
  facets: (filters: ProductFilters) => FacetRecord;
}

/** Filtered lists and counts kept per scope: a shopper's recent checks, not every one. */
const KEPT_CHECKS = 32;

/** The value kept under `key`, else made and kept (the oldest let go past `most`). */
function memo<V>(map: Map<string, V>, key: string, make: () => V, most = Infinity): V {
  let value = map.get(key);
  if (value === undefined) {
    const oldest = map.keys().next();
    if (map.size >= most && !oldest.done) map.delete(oldest.value);
    value = make();
    map.set(key, value);
  }
  return value;
}

const asRecord = (counts: FacetCounts): FacetRecord =>
  Object.fromEntries(
    Object.entries(counts).map(([group, map]) => [group, Object.fromEntries(map)]),
  ) as FacetRecord;

export function listScopeProducts<P extends CatalogueProduct>(
  products: readonly P[],
): ListScopeProducts<P> {
  const rows = products.map(filterRow);
  const rowOf = new Map(rows.map((row) => [row.product, row]));
  const sorts = new Map<string, readonly FilterRow[]>();
  const boxes = new Map<ContentLanguage, FilterOptions>();
  const kepts = new Map<string, readonly FilterRow[]>();
  const counts = new Map<string, FacetRecord>();
  const sorted = (sortIndex: number, lng: ContentLanguage) =>
    memo(sorts, `${sortIndex} ${lng}`, () =>
      sortProducts(products, sortIndex, lng).flatMap((p) => rowOf.get(p) ?? []),
    );
  const checksKey = ({ sortIndex: _sort, ...checks }: ProductFilters) => JSON.stringify(checks);
  return {
    products,
    sorted,
    options: (lng) => memo(boxes, lng, () => filterOptions(products, lng)),
    kept: (filters, lng) =>
      memo(
        kepts,
        `${filters.sortIndex} ${lng} ${checksKey(filters)}`,
        () => keptRows(sorted(filters.sortIndex, lng), filters, adminProductFilter),
        KEPT_CHECKS,
      ),
    facets: (filters) =>
      memo(
        counts,
        checksKey(filters),
        () => asRecord(facetCountsOfRows(rows, filters, adminProductFilter)),
        KEPT_CHECKS,
      ),
  };
}

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
  const kept = scope.kept(filters, lng);
  const pages = Math.ceil(kept.length / rows);
  const shown = Math.max(1, Math.min(page, pages));
  const start = (shown - 1) * rows;
  return {
    products: kept.slice(start, start + rows).map(({ product }) => product as P),
    total: kept.length,
    page: shown,
    facets: scope.facets(filters),
    filterOptions: boxes,
  };
}
