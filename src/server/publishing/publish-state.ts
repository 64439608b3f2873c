import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { publishState } from '../db/schema';
import { publishPhase } from '../../core/publishing/publish-status';

export interface PublishState {
  changedAt: Date | null;
  publishedAt: Date | null;
  requestedAt: Date | null;
  buildStartedAt: Date | null;
  lastBuildMs: number | null;
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
    buildStartedAt: row?.buildStartedAt ?? null,
    lastBuildMs: row?.lastBuildMs ?? null,
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
  // How long this build took, kept only when it is the newest (an older one finishing late
  // says nothing about the next publish).
  const took = sql`greatest(0, round(extract(epoch from now() - ${snapshotTakenAt}::timestamptz) * 1000))::integer`;
  await db
    .insert(publishState)
    .values({ id: ROW_ID, publishedAt: snapshotTakenAt, lastBuildMs: took })
    .onConflictDoUpdate({
      target: publishState.id,
      set: {
        publishedAt: sql`greatest(${publishState.publishedAt}, excluded.published_at)`,
        lastBuildMs: sql`case when ${publishState.publishedAt} is null or ${publishState.publishedAt} <= excluded.published_at then excluded.last_build_ms else ${publishState.lastBuildMs} end`,
      },
    });
}

/** A build has begun reading the database at `snapshotTakenAt`: the admin sees it building. */
export async function recordBuildStarted(db: Db, snapshotTakenAt: Date): Promise<void> {
  await db
    .insert(publishState)
    .values({ id: ROW_ID, buildStartedAt: snapshotTakenAt })
    .onConflictDoUpdate({
      target: publishState.id,
      set: {
        buildStartedAt: sql`greatest(${publishState.buildStartedAt}, excluded.build_started_at)`,
      },
    });
}

/**
 * An administrator asks for a build: true when this request is the one to call the build hook,
 * false when a build asked for earlier has not started yet (it will read everything saved
 * before it starts, so a second one would build the same pages again). One statement, so two
 * administrators clicking at once call the hook once. `previous` puts the time back when the
 * hook then refuses.
 */
export async function claimBuildRequest(
  db: Db,
): Promise<{ claimed: boolean; previous: Date | null }> {
  await db.insert(publishState).values({ id: ROW_ID }).onConflictDoNothing();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        publishedAt: publishState.publishedAt,
        requestedAt: publishState.requestedAt,
        buildStartedAt: publishState.buildStartedAt,
        now: sql<Date>`now()`.mapWith((value: string | Date) => new Date(value)),
      })
      .from(publishState)
      .where(eq(publishState.id, ROW_ID))
      .for('update');
    if (!row || publishPhase(row, row.now) === 'queued') return { claimed: false, previous: null };
    await tx
      .update(publishState)
      .set({ requestedAt: sql`now()` })
      .where(eq(publishState.id, ROW_ID));
    return { claimed: true, previous: row.requestedAt };
  });
}

/** The build hook refused: the request did not happen. */
export async function releaseBuildRequest(db: Db, previous: Date | null): Promise<void> {
  await db.update(publishState).set({ requestedAt: previous }).where(eq(publishState.id, ROW_ID));
}
