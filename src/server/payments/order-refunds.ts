import type { PaymentType } from '../../core/cart/shop-cart';
import type { Db } from '../db/client';
import type { OrderRow, PaymentRow } from '../db/rows';
import type { Tx } from '../db/transaction';
import { keptAttempts, releasePayment, type ReleasedPayment } from './payment-store';
import { refundPayment } from './refund-payment';
import { refundedOf } from '../orders/amount-paid';

/** PayPal refunds a capture: the order keeps the current one, the payment row any other. */
export function captureOf(order: OrderRow, row: PaymentRow): string {
  const fromRow = row.raw.captureId;
  if (typeof fromRow === 'string' && fromRow) return fromRow;
  return order.paymentId === row.providerId ? order.paymentRef : '';
}

/**
 * Inside the cancel's transaction: every payment the shop kept for the order is taken off it
 * and marked refund_pending (releasePayment), so nothing can count it as paid
 * while the refund is under way. The refunds themselves run after the commit.
 */
export async function releaseKeptPayments(
  tx: Tx,
  order: OrderRow,
  actorId: string,
): Promise<ReleasedPayment[]> {
  const kept = await keptAttempts(tx, order.id);
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
          // What returns gave back already stays given back: the rest goes now.
          amount: row.amount - refundedOf(row),
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
