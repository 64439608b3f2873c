import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/customers/auth-user';
import { notFound } from '../../core/domain-error';
import { readOrder } from '../cart/cart-store';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { placedOrderView, type PlacedOrderView } from './placed-order-view';

/**
 * GET checkout_order: the caller's order placed from this payment, or null while its cart is
 * still open (the payment settling: the browser's order_confirm or the webhook has not placed
 * it yet). The confirmation page asks until it has the order, so it never says "no order"
 * while the payment is on its way. 404 for a payment that is not the caller's, or that did
 * not become their order (its cart was placed or closed with another payment).
 */
export async function orderOfPayment(
  db: Db,
  auth: AuthUser,
  paymentId: string,
): Promise<{ order: PlacedOrderView | null }> {
  const [attempt] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerId, paymentId))
    .limit(1);
  const order = attempt ? await readOrder(db, attempt.orderId) : undefined;
  if (!order || order.customerId !== auth.customerId) throw notFound('That payment');
  if (order.placedAt === null && order.status === 'O') return { order: null };
  if (order.placedAt === null || order.paymentId !== paymentId) throw notFound('That payment');
  return { order: await placedOrderView(db, order.id) };
}
