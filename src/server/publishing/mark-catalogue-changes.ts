import { createMiddleware } from 'hono/factory';
import { changesCatalogue } from '../../core/publishing/changes-catalogue';
import type { Db } from '../db/client';
import { markCatalogueChanged } from './publish-state';

/**
 * After a successful admin write that changes a page, the static site is marked stale. Marked
 * after the write committed, so a build that read the database before it always counts as old.
 * It needs only the app's database from the context.
 */
export const markCatalogueChanges = createMiddleware<{ Variables: { db: Db } }>(async (c, next) => {
  await next();
  const ok = c.res.status >= 200 && c.res.status < 300;
  if (!ok || !changesCatalogue(c.req.method, c.req.path)) return;
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
