import { sql, type SQL } from 'drizzle-orm';
import { cartPurgeCutoff, RETENTION } from '../../core/housekeeping/retention';
import type { Db } from '../db/client';
import { dropEndedWindows } from '../security/rate-limit';
import { authSessions, customerTokens, orders, payments } from '../db/schema';

export interface PurgeReport {
  carts: number;
  sessions: number;
  links: number;
  /** Rate-limit windows long ended. */
  windows: number;
}

/** Deletes the rows `victims` selects (ids), a batch at a time, and counts them. */
async function deleteInBatches(
  db: Db,
  table: typeof orders | typeof authSessions | typeof customerTokens,
  victims: SQL,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < RETENTION.maxBatches; batch += 1) {
    const result = await db.execute(
      sql`delete from ${table} where ${table.id} in (${victims} limit ${RETENTION.batchSize})`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < RETENTION.batchSize) break;
  }
  return total;
}

/**
 * Deletes what no one can use any more: carts never placed that expired (their delivery
 * addresses are personal data), sessions expired or signed out (a revoked row and a missing one
 * refuse a token alike), rate-limit windows long ended, and activation or reset links expired or used a day ago (the resend interval reads the
 * newest link's time, so a link just used stays a while).
 */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const cutoff = cartPurgeCutoff(now);
  const carts = await deleteInBatches(
    db,
    orders,
    sql`select ${orders.id} from ${orders}
        where ${orders.placedAt} is null and ${orders.paymentStatus} <> 'P'
          and ${orders.expiresOn} < ${cutoff}
          and not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id})`,
  );
  const sessions = await deleteInBatches(
    db,
    authSessions,
    sql`select ${authSessions.id} from ${authSessions}
        where ${authSessions.expiresAt} < ${now} or ${authSessions.revokedAt} < ${now}`,
  );
  const links = await deleteInBatches(
    db,
    customerTokens,
    sql`select ${customerTokens.id} from ${customerTokens}
        where ${customerTokens.expiresAt} < ${now} or ${customerTokens.usedAt} < ${cutoff}`,
  );
  const windows = await dropEndedWindows(db, cutoff);
  return { carts, sessions, links, windows };
}
