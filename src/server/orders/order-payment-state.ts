import { eq } from 'drizzle-orm';
import type { PaymentType } from '../../core/cart/shop-cart';
import { markOrderPaid } from '../../core/orders/order-transitions';
import type { OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import type { OrderRow } from '../db/rows';
import { orders } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * The order row's payment columns as the payments domain changes them: it decides (providers,
 * attempts, refunds) and this file alone writes the order, so every state of an order is
 * written in src/server/orders/.
 */

/** The provider's payment now started for the open cart, made on the buyer's agreement. */
export async function putPaymentOnCart(
  tx: Tx,
  orderId: string,
  payment: { provider: PaymentType; providerId: string },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentType: payment.provider,
      paymentId: payment.providerId,
      paymentRef: '',
      payerId: '',
      termsAcceptedAt: now,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** The order's payment went through: paid, with the provider's references. */
export async function markPaidBy(
  tx: Tx,
  orderId: string,
  paid: { paymentRef: string; payerId?: string | undefined },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'P',
      paidAt: now,
      paymentRef: paid.paymentRef,
      ...(paid.payerId !== undefined ? { payerId: paid.payerId } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** The order's payment is on its way back: unpaid again, its payment's ids cleared. */
export async function takePaymentOff(tx: Tx, orderId: string, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      paymentStatus: 'U',
      paymentId: '',
      paymentRef: '',
      payerId: '',
      paidAt: null,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/**
 * The locked order's balance is paid: payment status P, `paidAt`, and an open or unpaid order
 * becomes P as admin_order_paid makes it (a complete one stays C, labelled Complete/Paid). The
 * order's own payment columns keep its checkout payment; the balance is its own payments row.
 */
export async function markBalancePaid(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const marked = markOrderPaid({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    items: [],
  });
  await tx
    .update(orders)
    .set({
      paymentStatus: 'P',
      paidAt: now,
      status: marked.ok ? marked.order.status : order.status,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
}
