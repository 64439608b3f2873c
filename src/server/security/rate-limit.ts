import { eq, sql } from 'drizzle-orm';
import {
  windowVerdict,
  type WindowLimit,
  type WindowVerdict,
} from '../../core/security/fixed-window';
import type { Db } from '../db/client';
import type { DbOrTx } from '../db/transaction';
import { rateLimits } from '../db/schema';

/**
 * Counts one call for `key` and judges it. One statement: concurrent calls each get their own
 * count, and a window that has ended starts again at this call.
 */
export async function countCall(
  db: Db,
  key: string,
  limit: WindowLimit,
  now: Date = new Date(),
): Promise<WindowVerdict> {
  const windowEnded = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowSeconds * 1000)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${windowEnded} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('the rate limit was not counted');
  return windowVerdict(limit, row.hits, row.windowStart, now);
}

/**
 * Takes back a call counted ahead of what it guarded when that turned out not to count (the
 * window stays where it started).
 */
export async function uncountCall(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Drops windows that ended long ago: they count as no calls (the scheduled purge calls it). */
export async function dropEndedWindows(db: Db, before: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from ${rateLimits} where ${rateLimits.windowStart} < ${before}`,
  );
  return result.rowCount ?? 0;
}
