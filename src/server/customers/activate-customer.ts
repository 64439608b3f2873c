import { and, eq } from 'drizzle-orm';
import { customers } from '../db/schema';
import { confirmAccountSubscription } from './account-newsletter';
import type { CustomerRow } from '../db/rows';
import type { DbOrTx } from '../db/transaction';

/**
 * A pending account becomes active (its address is proven by a mailed link). The newsletter
 * box ticked at sign-up becomes a confirmed subscription now, not before: until the address
 * is proven, anyone could have typed it. Returns the row when it was pending, else undefined.
 */
export async function activatePendingCustomer(
  db: DbOrTx,
  customerId: string,
  now = new Date(),
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ userStatus: 'A', activatedAt: now, updatedAt: now })
    .where(and(eq(customers.id, customerId), eq(customers.userStatus, 'P')))
    .returning();
  if (row?.subscribe) await confirmAccountSubscription(db, row.userName, row.lng, now);
  return row;
}
