import { searchTextFromRoute } from '../../core/search/search-term';
import type { Db } from '../db/client';
import { listBrands, listCategories } from '../reference/queries';
import type { AuthUser } from '../../core/customers/auth-user';
import { forbidden, unauthorised } from '../../core/domain-error';
import { presentProduct } from './present-product';
import type { ProductQuery } from './product-query';
import { findProducts, type ProductCriteria, type ProductRow } from './product-rows';
import { cachedScope, type ScopeReader } from './product-scope-cache';
import { findVersions, namesVersion } from './product-versions';
import { listPageQuery } from './list-query';
import { listPage } from '../../core/catalogue/list-page';
import { toListProduct } from '../../core/catalogue/list-product';
import type { ProductListAnswer } from './product-list-answer';
import { relatedCriteria } from './related-products';
import { idsMatching } from './resolve-names';
import { planSearch } from './search/search-plan';

export type { ProductListAnswer };

const searchedFor = (found: { searchedFor?: string } | null) =>
  found?.searchedFor ? { searchedFor: found.searchedFor } : {};

const words = (text: string | undefined) =>
  text ? searchTextFromRoute(text).split(/\s+/).filter(Boolean).slice(0, 8) : [];

/** Admin mode, and any status but active, are for administrators only. */
export function needsAdministrator(query: ProductQuery): boolean {
  return query.admin === 'true' || (query.status !== undefined && query.status !== 'A');
}

/** status=A or Z narrows; status=0 (any) and admin mode without a status see every status. */
function statusFilter(query: ProductQuery, adminMode: boolean): 'A' | 'Z' | undefined {
  if (query.status === 'A' || query.status === 'Z') return query.status;
  return adminMode || query.status === '0' ? undefined : 'A';
}

/** The products a query's scope holds, and what its search corrected, before any paging. */
export interface ProductScope {
  rows: ProductRow[];
  searchedFor?: string;
}

/**
 * The spec's question as the database is asked it: administrators' admin mode sees every
 * status and stock level; everyone else sees active products, and only those in stock unless
 * they ask for one product (a product page must say "out of stock") or for the out-of-stock
 * view (product=ALL). A search answers in relevance order. `limit` undefined: every match.
 */
async function scopeCriteria(
  db: Db,
  query: ProductQuery,
  limit: number | undefined,
): Promise<{ criteria: ProductCriteria; searchedFor?: string }> {
  const adminMode = query.admin === 'true';
  const criteria: ProductCriteria = {
    limit,
    status: statusFilter(query, adminMode),
    inStockOnly: !adminMode && !query.product && !query.sku && !query.url,
    sku: query.sku,
    url: query.url,
    featured: query.featured || query.top,
    special: query.special,
    freeDelivery: query.free,
  };

  if (query.related) {
    Object.assign(criteria, await relatedCriteria(db, query.related, words, criteria));
  }
  if (query.brand) criteria.brandIds = idsMatching(query.brand, await listBrands(db));
  if (query.category || query.subcategory) {
    const categories = await listCategories(db);
    const inCategory = query.category
      ? categories.filter((c) => idsMatching(query.category ?? '', [c]).length > 0)
      : categories;
    if (query.category) criteria.categoryIds = inCategory.map((c) => c.id);
    if (query.subcategory) {
      criteria.subCategoryIds = idsMatching(
        query.subcategory,
        inCategory.flatMap((c) => c.subs),
      );
    }
  }

  // The spec's search text (underscores are spaces), planned into a full-text query.
  const search = query.search ? await planSearch(db, searchTextFromRoute(query.search)) : null;
  if (search) criteria.search = search;
  return { criteria, ...searchedFor(search) };
}

async function findScope(
  db: Db,
  query: ProductQuery,
  limit: number | undefined,
): Promise<ProductScope> {
  const { criteria, ...found } = await scopeCriteria(db, query, limit);
  return { rows: await findProducts(db, criteria), ...found };
}

/**
 * How a list's scope is read for paging: narrow (ids and versions) on every catalogue change,
 * in full only for the products that changed (product-scope-cache.ts). A list card needs no
 * long texts; the back office's rows open the product as it is.
 */
function scopeReader(db: Db, query: ProductQuery): ScopeReader {
  const adminMode = query.admin === 'true';
  const present = (row: ProductRow) =>
    adminMode ? presentProduct(row, true) : toListProduct(presentProduct(row, false));
  return {
    names: () => namesVersion(db),
    versions: async () => {
      const { criteria, ...found } = await scopeCriteria(db, query, undefined);
      return { versions: await findVersions(db, criteria), ...found };
    },
    all: async () => (await findScope(db, query, undefined)).rows.map(present),
    some: async (ids) =>
      (await findProducts(db, { ids, limit: undefined, inStockOnly: false })).map(present),
  };
}

/**
 * GET products. Without `page`, the spec's call: the first `rows` products of the scope (name
 * order, or best match first for a search). With `page` (issue 27.2), that page of the whole
 * scope filtered and sorted as the storefront's list does, with its total and facet counts;
 * the scope is kept per catalogue version, and brought up to date by reading again only the
 * products that changed (product-scope-cache.ts).
 */
export async function queryProductList(
  db: Db,
  query: ProductQuery,
  auth: AuthUser | undefined,
): Promise<ProductListAnswer> {
  const adminMode = query.admin === 'true';
  if (needsAdministrator(query)) {
    if (!auth) throw unauthorised();
    if (auth.userType !== 'A') throw forbidden();
  }
  const asked = listPageQuery(query);
  if (asked) {
    const scope = await cachedScope(db, query, scopeReader(db, query));
    return { ...listPage(scope.products, asked), ...searchedFor(scope) };
  }
  const { rows, ...found } = await findScope(db, query, query.rows);
  const products = rows.map((row) => presentProduct(row, adminMode));
  return { products, total: products.length, ...found };
}

/** The products of GET products alone (the static build reads them so). */
export async function queryProducts(db: Db, query: ProductQuery, auth: AuthUser | undefined) {
  return (await queryProductList(db, query, auth)).products;
}
