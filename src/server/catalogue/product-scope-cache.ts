import { listScopeProducts, type ListScopeProducts } from '../../core/catalogue/list-page';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { Db } from '../db/client';
import { currentCatalogueVersion } from './catalogue-version';
import { keptOrBuilt, keptPerDb } from './kept-builds';
import { listQueryFields } from './list-query';
import { productQueryKey } from './product-list-cache';
import type { ProductQuery } from './product-query';
import type { ProductVersion } from './product-versions';

/** A list's whole scope, ready to be paged, and what its search corrected. */
export interface KeptScope {
  products: ListScopeProducts<CatalogueProduct>;
  searchedFor?: string;
}

/** How a scope is read: narrow (versions), in full, or only some of its products. */
export interface ScopeReader {
  /** The version of the names every product carries (product-versions.ts). */
  names: () => Promise<string>;
  /** The scope's ids and versions in its order, and what its search corrected. */
  versions: () => Promise<{ versions: ProductVersion[]; searchedFor?: string }>;
  /** Every product of the scope, presented. */
  all: () => Promise<CatalogueProduct[]>;
  /** These products, presented (any status and stock: the versions chose them). */
  some: (ids: string[]) => Promise<CatalogueProduct[]>;
}

/** A scope's products as last read, each with the version it was read at or after. */
interface LastRead {
  names: string;
  products: Map<string, { version: string; product: CatalogueProduct }>;
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
/** The last read of each scope, whatever its token: the products (shared) and their versions. */
const lastReadOf = keptPerDb<LastRead>({
  max: 50,
  maxSize: MAX_PRODUCTS,
  sizeCalculation: ({ products }) => products.size || 1,
});

/**
 * Past this many products changed, one read of the whole scope: a list of ids that long is a
 * slower question than the scope's own (and an import that touched most of it changed it).
 */
const MOST_READ_BY_ID = 2_000;

const LIST_FIELDS = new Set<string>([...Object.keys(listQueryFields), 'rows']);

/** The query without its page, checks, sort and rows: every page of one list shares a scope. */
function scopeKey(query: ProductQuery): string {
  const scope = Object.fromEntries(Object.entries(query).filter(([key]) => !LIST_FIELDS.has(key)));
  return productQueryKey(scope as ProductQuery);
}

/**
 * The scope's products now: those whose version is the one last read are taken from that read,
 * the others (changed, added, or come into the scope) read again; those gone from the scope
 * are left out. Names that moved, or a first read, read the whole scope.
 */
async function readScope(db: Db, key: string, read: ScopeReader) {
  const lastReads = lastReadOf(db).kept;
  const [names, { versions, ...found }] = await Promise.all([read.names(), read.versions()]);
  const last = lastReads.get(key);
  const unchanged = (v: ProductVersion) =>
    last?.products.get(v.id)?.version === v.version ? last.products.get(v.id)?.product : undefined;
  const changed = versions.filter((v) => !unchanged(v)).map((v) => v.id);
  let products: CatalogueProduct[];
  if (!last || last.names !== names || changed.length > MOST_READ_BY_ID) {
    products = await read.all();
  } else {
    const fresh = new Map((await read.some(changed)).map((p) => [p._id, p]));
    products = versions.flatMap((v) => unchanged(v) ?? fresh.get(v.id) ?? []);
  }
  const byId = new Map(products.map((p) => [p._id, p]));
  const kept = new Map(
    versions.flatMap((v) => {
      const product = byId.get(v.id);
      return product ? [[v.id, { version: v.version, product }] as const] : [];
    }),
  );
  lastReads.set(key, { names, products: kept });
  return { products, ...found };
}

/**
 * The scope of `query` as the catalogue is now: kept while the catalogue's token is the one it
 * was read under, else brought up to date from its last read (readScope; after the token was
 * read, so at least that new) and prepared for paging. Each page of a list is then worked out
 * in memory, by the storefront's own rules, rather than by a second implementation of them in
 * SQL.
 */
export async function cachedScope(
  db: Db,
  query: ProductQuery,
  read: ScopeReader,
): Promise<KeptScope> {
  const scope = scopeKey(query);
  const key = `${await currentCatalogueVersion(db)} ${scope}`;
  return keptOrBuilt(cacheOf(db), key, async () => {
    const { products, ...found } = await readScope(db, scope, read);
    return { products: listScopeProducts(products), ...found };
  });
}
