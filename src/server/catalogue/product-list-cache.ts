import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { currentCatalogueVersion } from './catalogue-version';
import { keptOrBuilt, keptPerDb } from './kept-builds';
import type { ProductQuery } from './product-query';

/**
 * Serialised answers kept per process: a few lists of a thousand products (~140 kB each) and
 * the product pages' single rows; the least recently used go first.
 */
const MAX_ANSWERS = 200;
const MAX_BYTES = 24 * 1024 * 1024;

type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = new TextEncoder();

/** A kept answer and its strong entity tag, hashed once when kept rather than on every call. */
export interface KeptAnswer {
  bytes: Bytes;
  etag: string;
}

/** By catalogue token and query: an answer under an older token is never asked for again. */
const cacheOf = keptPerDb<KeptAnswer>({
  max: MAX_ANSWERS,
  maxSize: MAX_BYTES,
  sizeCalculation: ({ bytes }) => bytes.length || 1,
});

/**
 * The query as a key: the parsed options (defaults applied, flags as booleans), in a fixed
 * order, so `rows=1000` and `rows=01000&x=1` are one answer.
 */
export function productQueryKey(query: ProductQuery): string {
  const entries = Object.entries(query)
    .filter(
      ([, value]) =>
        value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0),
    )
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(entries);
}

/**
 * The visitors' answer to `query` as bytes: the kept ones when the catalogue's token is still
 * the one they were read under, else built by `build` (which reads the catalogue after the
 * token was read, so it is at least that new) and kept. Only for answers that are the same
 * for every caller who may ask.
 */
export async function cachedProductList(
  db: Db,
  query: ProductQuery,
  build: () => Promise<unknown>,
): Promise<KeptAnswer> {
  const key = `${await currentCatalogueVersion(db)} ${productQueryKey(query)}`;
  return keptOrBuilt(cacheOf(db), key, async () => {
    const bytes = utf8.encode(JSON.stringify(await build()));
    return { bytes, etag: `"${createHash('sha1').update(bytes).digest('hex')}"` };
  });
}
