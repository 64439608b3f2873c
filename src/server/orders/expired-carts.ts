import { sql } from 'drizzle-orm';
import { cartPurgeCutoff, RETENTION } from '../../core/housekeeping/retention';
import type { Db } from '../db/client';
import { deleteInBatches } from '../db/delete-in-batches';
import { orders, payments } from '../db/schema';

/**
 * The scheduled purge's carts (housekeeping/purge-expired.ts): never placed, unpaid and
 * expired, their lines going with them (cascade). A cart a payment was tried for stays: the
 * payment row is the accounts' record. Gives how many went.
 */
export async function purgeExpiredCarts(db: Db, now: Date): Promise<number> {
  return deleteInBatches(
    db,
    orders,
    sql`select ${orders.id} from ${orders}
        where ${orders.placedAt} is null and ${orders.paymentStatus} <> 'P'
          and ${orders.expiresOn} < ${cartPurgeCutoff(now)}
          and not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id})`,
    RETENTION,
  );
}
