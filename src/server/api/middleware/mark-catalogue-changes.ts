import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/env';
import { markCatalogueChanged } from '../../publishing/publish-state';

/**
 * After a successful write whose route declares `changesPages`, the static site is marked
 * stale. Marked after the write committed, so a build that read the database before it always
 * counts as old.
 */
export const markCatalogueChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const ok = c.res.status >= 200 && c.res.status < 300;
  if (!ok || c.get('route')?.changesPages !== true) return;
  try {
    await markCatalogueChanged(c.get('db'));
  } catch (err) {
    // The write itself is saved: answering 500 would invite the admin to repeat it.
    console.error(
      `could not mark the site stale after ${c.req.method} ${c.req.path}:`,
      err instanceof Error ? err.message : err,
    );
  }
});
