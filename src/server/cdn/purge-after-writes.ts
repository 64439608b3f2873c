import { createMiddleware } from 'hono/factory';
import { tagsChangedBy } from '../../core/cdn/purge-tags';
import { purgeCdnTags } from './cdn-purge';

/**
 * After a successful write, the CDN's answers showing what it changed are purged (purge-tags.ts
 * says which). After the handler, so after its transaction committed: a read the purge lets
 * through finds the new data.
 */
export const purgeAfterWrites = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status < 200 || c.res.status >= 300) return;
  const tags = tagsChangedBy(c.req.method, c.req.path);
  if (tags.length > 0) await purgeCdnTags(tags, `${c.req.method} ${c.req.path}`);
});
