import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { EMPTY_ADDRESS } from '../../core/cart/empty-address';
import { CART_STEPS } from '../../core/orders/order-transitions';
import { orderEvents, orders, payments, returns, shipments } from '../db/schema';
import type { Tx } from '../db/transaction';

/** What the deletion of an account (account/delete-account.ts) does to its orders and carts. */

/**
 * What a kept order no longer says about its customer. The amounts, tax, lines, dates, the
 * delivery country (it decided the VAT), the payment's type and references (to match the
 * provider's payouts and refunds) and the tracking number (the shop's proof of delivery) stay
 * for the accounts; see docs/decisions.md, "Data rights".
 */
const { addrCountry: _keptCountry, ...ADDRESS_WITHOUT_PERSON } = EMPTY_ADDRESS;
const ORDER_WITHOUT_PERSON = {
  customerEmail: '',
  ...ADDRESS_WITHOUT_PERSON,
  addrId: null,
  payerId: '',
  trackingComments: '',
} as const;

/**
 * Carts never placed go, lines and all, unless a payment was attempted for one: the payment
 * row is the accounts' (and may still turn into money), so that cart is cancelled instead. A
 * payment that succeeds later for a cancelled cart is refunded as a stray payment, never
 * placed as an order without an address.
 */
export async function dropOpenCarts(tx: Tx, customerId: string, now: Date): Promise<void> {
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
export async function anonymiseOrders(tx: Tx, customerId: string, orderIds: string[], now: Date) {
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
