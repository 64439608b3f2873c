import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/env';
import { purgeCdnTags } from '../../cdn/cdn-purge';

/**
 * After a successful write, the CDN's answers showing what it changed are purged (the tags its
 * route declares, `purges`). After the handler, so after its transaction committed: a read the
 * purge lets through finds the new data. Stock taken by an order is purged where the order is
 * placed (checkout/place-paid-cart.ts); the CSV imports purge themselves, only when an apply
 * has written.
 */
export const purgeAfterWrites = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status < 200 || c.res.status >= 300) return;
  const tags = c.get('route')?.purges ?? [];
  if (tags.length > 0) await purgeCdnTags(tags, `${c.req.method} ${c.req.path}`);
});
