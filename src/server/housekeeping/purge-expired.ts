import { sql } from 'drizzle-orm';
import {
  cartPurgeCutoff,
  neverActivatedCutoff,
  RETENTION,
} from '../../core/housekeeping/retention';
import type { Db } from '../db/client';
import { dropEndedWindows } from '../security/rate-limit';
import { authSessions, customers, customerTokens, mailQueue, orders } from '../db/schema';
import { deleteInBatches } from '../db/delete-in-batches';
import { purgeExpiredCarts } from '../orders/expired-carts';

export interface PurgeReport {
  carts: number;
  sessions: number;
  links: number;
  /** Rate-limit windows long ended. */
  windows: number;
  /** Sign-ups never activated within 30 days. */
  accounts: number;
}

/**
 * Deletes what no one can use any more: carts never placed that expired (their delivery
 * addresses are personal data), sessions expired or signed out (a revoked row and a missing one
 * refuse a token alike), rate-limit windows long ended, activation or reset links expired or
 * used a day ago (the resend interval reads the newest link's time, so a link just used stays a
 * while), and sign-ups never activated.
 */
export async function purgeExpired(db: Db, now: Date = new Date()): Promise<PurgeReport> {
  const cutoff = cartPurgeCutoff(now);
  const carts = await purgeExpiredCarts(db, now);
  const sessions = await deleteInBatches(
    db,
    authSessions,
    sql`select ${authSessions.id} from ${authSessions}
        where ${authSessions.expiresAt} < ${now} or ${authSessions.revokedAt} < ${now}`,
    RETENTION,
  );
  const links = await deleteInBatches(
    db,
    customerTokens,
    sql`select ${customerTokens.id} from ${customerTokens}
        where ${customerTokens.expiresAt} < ${now} or ${customerTokens.usedAt} < ${cutoff}`,
    RETENTION,
  );
  const windows = await dropEndedWindows(db, cutoff);
  const accounts = await purgeNeverActivated(db, now);
  return { carts, sessions, links, windows, accounts };
}

/**
 * Sign-ups never activated within 30 days: an address someone typed, perhaps not their own,
 * and a name, kept for nothing (issue 28.12). Their mails (the activation link) go first, then
 * the account; its links, sessions, addresses and wishlist go with it (cascade). One with a
 * placed order (none should have: checkout needs an active account) is left to the owner.
 */
async function purgeNeverActivated(db: Db, now: Date): Promise<number> {
  const victims = sql`select ${customers.id} from ${customers}
      where ${customers.userStatus} = 'P' and ${customers.activatedAt} is null
        and ${customers.createdAt} < ${neverActivatedCutoff(now)}
        and not exists (select 1 from ${orders}
          where ${orders.customerId} = ${customers.id} and ${orders.placedAt} is not null)`;
  await db.execute(
    sql`delete from ${mailQueue} where lower(${mailQueue.recipient}) in
        (select lower(${customers.userName}) from ${customers} where ${customers.id} in (${victims}))`,
  );
  return deleteInBatches(db, customers, victims, RETENTION);
}
