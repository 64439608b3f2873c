import { listScopeProducts, type ListScopeProducts } from '../../core/catalogue/list-page';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { Db } from '../db/client';
import { currentCatalogueVersion } from './catalogue-version';
import { keptOrBuilt, keptPerDb } from './kept-builds';
import { listQueryFields } from './list-query';
import { productQueryKey } from './product-list-cache';
import type { ProductQuery } from './product-query';

/** A list's whole scope, ready to be paged, and what its search corrected. */
export interface KeptScope {
  products: ListScopeProducts<CatalogueProduct>;
  searchedFor?: string;
}

/**
 * Scopes kept per process, counted in products: the whole catalogue at 20,000 products and a
 * few big categories beside it (list products are ~1.5 kB each in memory).
 */
const MAX_PRODUCTS = 100_000;
const cacheOf = keptPerDb<KeptScope>({
  max: 50,
  maxSize: MAX_PRODUCTS,
  sizeCalculation: ({ products }) => products.products.length || 1,
});

const LIST_FIELDS = new Set<string>([...Object.keys(listQueryFields), 'rows']);

/** The query without its page, checks, sort and rows: every page of one list shares a scope. */
function scopeKey(query: ProductQuery): string {
  const scope = Object.fromEntries(Object.entries(query).filter(([key]) => !LIST_FIELDS.has(key)));
  return productQueryKey(scope as ProductQuery);
}

/**
 * The scope of `query` as the catalogue is now: kept while the catalogue's token is the one it
 * was read under, else read by `read` (after the token was read, so at least that new) and
 * prepared for paging. Each page of a list is then worked out in memory, by the storefront's
 * own rules, rather than by a second implementation of them in SQL.
 */
export async function cachedScope(
  db: Db,
  query: ProductQuery,
  read: () => Promise<{ products: CatalogueProduct[]; searchedFor?: string }>,
): Promise<KeptScope> {
  const key = `${await currentCatalogueVersion(db)} ${scopeKey(query)}`;
  return keptOrBuilt(cacheOf(db), key, async () => {
    const { products, ...found } = await read();
    return { products: listScopeProducts(products), ...found };
  });
}
