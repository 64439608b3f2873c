import { eq, sql } from 'drizzle-orm';
import {
  accountDeletionRefusal,
  deletedAccountNames,
  type DeletionRefusal,
  type ReturnStatus,
} from '../../core/account/account-deletion';
import type { OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import type { Db } from '../db/client';
import {
  addresses,
  authSessions,
  customers,
  customerTokens,
  loginFailures,
  mailQueue,
  messages,
  newsletterSubscriptions,
  orders,
  rateLimits,
  returns,
  reviews,
  wishlists,
} from '../db/schema';
import { findCustomerById } from '../customers/find-customer';
import { ceilingKey, throttleRowsOfEmail } from '../customers/login-failures';
import { anonymiseOrders, dropOpenCarts } from '../orders/anonymise-orders';
import type { Tx } from '../db/transaction';
import { sameEmail } from '../db/same-email';

/**
 * Stored in place of the password hash: not the scrypt format, so verifyPassword refuses every
 * password without deriving anything. The account can never sign in again.
 */
const NO_PASSWORD = '!deleted';

/** The account's order rows and return requests, locked, to decide whether it may go now. */
async function lockedActivity(tx: Tx, customerId: string) {
  const orderRows = await tx
    .select({
      id: orders.id,
      placedAt: orders.placedAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .for('update');
  const returnRows = await tx
    .select({ status: returns.status })
    .from(returns)
    .where(eq(returns.customerId, customerId));
  return {
    orderIds: orderRows.map((row) => row.id),
    orders: orderRows.map((row) => ({
      placed: row.placedAt !== null,
      // The tables' check constraints keep the status columns to these codes.
      status: row.status as OrderStatus,
      paymentStatus: row.paymentStatus as PaymentStatus,
    })),
    returns: returnRows.map((row) => row.status as ReturnStatus),
  };
}

/** Everything kept by the account's email rather than its id. */
async function forgetEmail(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, email));
  await tx.delete(messages).where(sameEmail(messages.email, email));
  await tx.delete(loginFailures).where(throttleRowsOfEmail(email));
  await tx.delete(rateLimits).where(eq(rateLimits.key, ceilingKey(email)));
  // Mails to or about the person (the shop's copy of an order replies to them) carry their
  // name and address; sent or not, they go with the account.
  await tx
    .delete(mailQueue)
    .where(sql`${sameEmail(mailQueue.recipient, email)} or ${sameEmail(mailQueue.replyTo, email)}`);
}

export type DeletionOutcome = { deleted: true } | { deleted: false; refusal: DeletionRefusal };

/**
 * POST delete_account, once the password was checked: in one transaction the personal data
 * goes and the orders stay for the accounts, without the person. The account row stays as an
 * anonymous, blocked placeholder, so kept orders and returns still point at one customer and
 * the email and nickname are free for a new sign-up. Sessions are deleted, so the caller's
 * token stops working as the transaction commits.
 */
export async function deleteCustomerAccount(
  db: Db,
  customerId: string,
  now = new Date(),
): Promise<DeletionOutcome | undefined> {
  return db.transaction(async (tx) => {
    const row = await findCustomerById(tx, customerId, true);
    if (!row || row.userStatus === 'B') return undefined;
    const activity = await lockedActivity(tx, customerId);
    const refusal = accountDeletionRefusal({
      userType: row.userType === 'A' ? 'A' : 'C',
      orders: activity.orders,
      returns: activity.returns,
    });
    if (refusal) return { deleted: false, refusal };

    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(wishlists).where(eq(wishlists.customerId, customerId));
    await tx.delete(reviews).where(eq(reviews.customerId, customerId));
    await tx.delete(authSessions).where(eq(authSessions.customerId, customerId));
    await tx.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
    await forgetEmail(tx, row.userName);
    await dropOpenCarts(tx, customerId, now);
    await anonymiseOrders(tx, customerId, activity.orderIds, now);
    await tx
      .update(customers)
      .set({
        ...deletedAccountNames(customerId),
        firstName: '',
        lastName: '',
        gender: '',
        region: '',
        code: '',
        country: '',
        picture: '',
        website: '',
        subscribe: false,
        google: '',
        facebook: '',
        passwordHash: NO_PASSWORD,
        userStatus: 'B',
        updatedAt: now,
      })
      .where(eq(customers.id, customerId));
    return { deleted: true };
  });
}
