import { Hono } from 'hono';
import { adminFrom } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseQuery } from '../http/validate';
import { cachedProductList } from './product-list-cache';
import { productQuerySchema } from './product-query';
import { needsAdministrator, queryProductList } from './product-service';

export const catalogueRoutes = new Hono<AppEnv>().get('/products', async (c) => {
  const query = parseQuery(c, productQuerySchema);
  const db = c.get('db');
  if (needsAdministrator(query)) {
    // An admin request is checked strictly: a stale or foreign token is refused, not ignored.
    return c.json(await queryProductList(db, query, await adminFrom(c)));
  }
  // Anyone else, visitor or signed in, gets the same answer to the same query (a token grants
  // nothing here), so it is not read: the serialised answer is kept while the catalogue is
  // unchanged, and sent as it is.
  const { bytes, etag } = await cachedProductList(db, query, () =>
    queryProductList(db, query, undefined),
  );
  // The kept tag spares the cache-headers middleware hashing the list on every call.
  return c.body(bytes, 200, { 'Content-Type': 'application/json', ETag: etag });
});
