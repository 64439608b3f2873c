import { and, eq, inArray, isNotNull, isNull, sql, type Column } from 'drizzle-orm';
import {
  accountDeletionRefusal,
  deletedAccountNames,
  type DeletionRefusal,
  type ReturnStatus,
} from '../../core/account/account-deletion';
import type { OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import { CART_STEPS } from '../../core/orders/order-transitions';
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
  orderEvents,
  orders,
  payments,
  rateLimits,
  returns,
  reviews,
  shipments,
  wishlists,
} from '../db/schema';
import { findCustomerById } from '../customers/find-customer';
import { ceilingKey, throttleRowsOfEmail } from '../customers/login-failures';
import type { Tx } from '../db/transaction';

/**
 * Stored in place of the password hash: not the scrypt format, so verifyPassword refuses every
 * password without deriving anything. The account can never sign in again.
 */
const NO_PASSWORD = '!deleted';

/**
 * What a kept order no longer says about its customer. The amounts, tax, lines, dates, the
 * delivery country (it decided the VAT), the payment's type and references (to match the
 * provider's payouts and refunds) and the tracking number (the shop's proof of delivery) stay
 * for the accounts; see docs/decisions.md, "Data rights".
 */
const ORDER_WITHOUT_PERSON = {
  customerEmail: '',
  addrName: '',
  addrEmail: '',
  addrTel: '',
  addrLine1: '',
  addrLine2: '',
  addrCity: '',
  addrRegion: '',
  addrCode: '',
  addrComments: '',
  addrId: null,
  payerId: '',
  trackingComments: '',
} as const;

const byEmail = (column: Column, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;

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

/**
 * Carts never placed go, lines and all, unless a payment was attempted for one: the payment
 * row is the accounts' (and may still turn into money), so that cart is cancelled instead. A
 * payment that succeeds later for a cancelled cart is refunded as a stray payment, never
 * placed as an order without an address.
 */
async function dropOpenCarts(tx: Tx, customerId: string, now: Date): Promise<void> {
  const unplaced = and(eq(orders.customerId, customerId), isNull(orders.placedAt));
  const withPayment = sql`exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id})`;
  await tx.delete(orders).where(and(unplaced, sql`not ${withPayment}`));
  await tx
    .update(orders)
    .set({ status: CART_STEPS.cancel.to, cancelledAt: now, updatedAt: now })
    .where(and(unplaced, eq(orders.status, CART_STEPS.cancel.from), withPayment));
}

/** Details of an order's history events that hold words about the person. */
const PERSONAL_EVENT_DETAILS = sql`array['reason', 'trackingComments']::text[]`;

/** The kept orders lose the person; the words about them in the order's history go too. */
async function anonymiseOrders(tx: Tx, customerId: string, orderIds: string[], now: Date) {
  await tx
    .update(orders)
    .set({ ...ORDER_WITHOUT_PERSON, updatedAt: now })
    .where(eq(orders.customerId, customerId));
  await tx.update(returns).set({ reason: '' }).where(eq(returns.customerId, customerId));
  if (orderIds.length === 0) return;
  await tx
    .update(shipments)
    .set({ trackingComments: '' })
    .where(inArray(shipments.orderId, orderIds));
  // The history keeps what happened; the words typed about the person go: the return reasons
  // they wrote and the delivery notes kept with each shipment ("left with Mrs Rossi").
  await tx
    .update(orderEvents)
    .set({ details: sql`${orderEvents.details} - ${PERSONAL_EVENT_DETAILS}` })
    .where(
      and(
        inArray(orderEvents.orderId, orderIds),
        isNotNull(orderEvents.details),
        sql`${orderEvents.details} ?| ${PERSONAL_EVENT_DETAILS}`,
      ),
    );
}

/** Everything kept by the account's email rather than its id. */
async function forgetEmail(tx: Tx, email: string): Promise<void> {
  await tx.delete(newsletterSubscriptions).where(byEmail(newsletterSubscriptions.email, email));
  await tx.delete(messages).where(byEmail(messages.email, email));
  await tx.delete(loginFailures).where(throttleRowsOfEmail(email));
  await tx.delete(rateLimits).where(eq(rateLimits.key, ceilingKey(email)));
  // Mails to or about the person (the shop's copy of an order replies to them) carry their
  // name and address; sent or not, they go with the account.
  await tx
    .delete(mailQueue)
    .where(sql`${byEmail(mailQueue.recipient, email)} or ${byEmail(mailQueue.replyTo, email)}`);
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
