import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publishState } from '../db/schema';

export interface PublishState {
  changedAt: Date | null;
  publishedAt: Date | null;
  requestedAt: Date | null;
}

const ROW_ID = 1;

/**
 * Every time here is the database's own clock (now()), builds included (databaseNow), so a
 * function and a build machine whose clocks disagree still compare in one time line.
 */
export async function databaseNow(db: Db): Promise<Date> {
  const { rows } = await db.$client.query<{ now: Date }>('select now() as now');
  return rows[0]!.now;
}

export async function readPublishState(db: Db): Promise<PublishState> {
  const [row] = await db.select().from(publishState).where(eq(publishState.id, ROW_ID));
  return {
    changedAt: row?.changedAt ?? null,
    publishedAt: row?.publishedAt ?? null,
    requestedAt: row?.requestedAt ?? null,
  };
}

/**
 * now() rounded up to the next millisecond. The database keeps microseconds, a JavaScript Date
 * (a build's snapshot time, the stale rule) milliseconds: rounded down there and up here, a
 * change saved after a snapshot always compares later than it, even within the same millisecond.
 */
const NOW_ROUNDED_UP = sql`date_trunc('milliseconds', now()) + interval '1 millisecond'`;

/** A page-changing admin write has just been saved: the site is behind until the next build. */
export async function markCatalogueChanged(db: Db): Promise<void> {
  await db
    .insert(publishState)
    .values({ id: ROW_ID, changedAt: NOW_ROUNDED_UP })
    .onConflictDoUpdate({ target: publishState.id, set: { changedAt: NOW_ROUNDED_UP } });
}

/**
 * A build that read the database at `snapshotTakenAt` has finished. Builds may finish out of
 * order (a slow one after a newer one), so the time only ever moves forward.
 */
export async function recordPublished(db: Db, snapshotTakenAt: Date): Promise<void> {
  await db
    .insert(publishState)
    .values({ id: ROW_ID, publishedAt: snapshotTakenAt })
    .onConflictDoUpdate({
      target: publishState.id,
      set: { publishedAt: sql`greatest(${publishState.publishedAt}, excluded.published_at)` },
    });
}

/** An administrator asked for a build and the build hook accepted. */
export async function recordRequested(db: Db): Promise<void> {
  await db
    .insert(publishState)
    .values({ id: ROW_ID, requestedAt: sql`now()` })
    .onConflictDoUpdate({ target: publishState.id, set: { requestedAt: sql`now()` } });
}
