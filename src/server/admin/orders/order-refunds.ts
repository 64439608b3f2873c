import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentType } from '../../../core/cart/shop-cart';
import { releasePayment, type ReleasedPayment } from '../../checkout/payment-state';
import { refundPayment } from '../../checkout/refund-payment';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { KEPT_PAYMENT_STATUSES } from '../../orders/amount-paid';
import type { Tx } from '../reference/reference-resource';
import type { OrderRecord } from './locked-order';

/** PayPal refunds a capture: the order keeps the current one, the payment row any other. */
function captureOf(order: OrderRecord, row: typeof payments.$inferSelect): string {
  const fromRow = row.raw.captureId;
  if (typeof fromRow === 'string' && fromRow) return fromRow;
  return order.paymentId === row.providerId ? order.paymentRef : '';
}

/**
 * Inside the cancel's transaction: every payment the shop kept for the order is taken off it
 * and marked refund_pending (checkout's releasePayment), so nothing can count it as paid
 * while the refund is under way. The refunds themselves run after the commit.
 */
export async function releaseKeptPayments(
  tx: Tx,
  order: OrderRecord,
  actorId: string,
): Promise<ReleasedPayment[]> {
  const kept = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.id), inArray(payments.status, [...KEPT_PAYMENT_STATUSES])),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const released: ReleasedPayment[] = [];
  for (const row of kept) {
    released.push(
      await releasePayment(
        tx,
        order,
        {
          provider: row.provider as PaymentType,
          providerId: row.providerId,
          paymentRef: row.provider === 'PAYPAL' ? captureOf(order, row) : '',
          amount: row.amount,
        },
        'cancel_refund',
        actorId,
      ),
    );
  }
  return released;
}

/** After the commit; refundPayment records a refusal itself, so this never throws for one. */
export async function refundReleased(
  db: Db,
  released: readonly ReleasedPayment[],
  actorId: string,
): Promise<void> {
  for (const payment of released) await refundPayment(db, payment, actorId);
}
