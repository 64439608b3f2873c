import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { activationRefusals, customers } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { consumeToken } from './customer-tokens';

/**
 * The address as a refusal is kept: a hash of it lower-cased, so the table can say "this one
 * refused" of an address it is given, and cannot be read back into a list to mail.
 */
function addressHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url');
}

/** Did the owner of this address stop the shop's activation mails ("This wasn't me")? */
export async function refusesActivationMails(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ at: activationRefusals.refusedAt })
    .from(activationRefusals)
    .where(eq(activationRefusals.addressHash, addressHash(email)))
    .limit(1);
  return row !== undefined;
}

/**
 * "This wasn't me", from an activation mail: uses its key up, records the address as refusing
 * further activation mails and deletes the account, which was never activated (its links go
 * with it). False when the key is unknown, used or expired, or its account is active already
 * (then it was not someone else's sign-up).
 */
export async function refuseActivation(tx: DbOrTx, key1: string, now: Date): Promise<boolean> {
  const customerId = await consumeToken(tx, 'activate', key1, now);
  if (!customerId) return false;
  const [deleted] = await tx
    .delete(customers)
    .where(and(eq(customers.id, customerId), eq(customers.userStatus, 'P')))
    .returning({ userName: customers.userName });
  if (!deleted) return false;
  await tx
    .insert(activationRefusals)
    .values({ addressHash: addressHash(deleted.userName), refusedAt: now })
    .onConflictDoNothing();
  return true;
}
