import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentType } from '../../core/cart/shop-cart';
import { splitRefund } from '../../core/orders/return-refund';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/rows';
import { payments } from '../db/schema';
import type { Tx } from '../db/transaction';
import { KEPT_PAYMENT_STATUSES, refundedOf } from '../orders/amount-paid';
import { recordEvent } from '../orders/order-store';
import { captureOf } from './order-refunds';
import type { ReleasedPayment } from './payment-store';
import { refundAtProvider, type RefundPart } from './refund-payment';

/** One payment's share of a return's refund, to be given back once the return is committed. */
export interface ReturnRefundShare {
  payment: ReleasedPayment;
  part: RefundPart;
  /** Money recorded by hand (MANUAL): the shop gives it back itself. */
  byHand: boolean;
}

/**
 * Inside the receive's transaction: the refund is split over the order's kept payments
 * (oldest first) and each one's `refunded` grows by its share, so amountPaid no longer counts
 * it while the refunds run. The payments stay kept: only their returned part goes back.
 */
export async function takeReturnRefund(
  tx: Tx,
  order: OrderRow,
  amount: number,
  key: string,
): Promise<ReturnRefundShare[]> {
  if (amount <= 0) return [];
  const rows = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.id), inArray(payments.status, [...KEPT_PAYMENT_STATUSES])),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parts = splitRefund(
    amount,
    rows.map((row) => ({ id: row.id, available: row.amount - refundedOf(row) })),
  );
  const shares: ReturnRefundShare[] = [];
  for (const { id, amount: share } of parts) {
    const row = byId.get(id)!;
    await tx
      .update(payments)
      .set({
        raw: sql`${payments.raw} || ${JSON.stringify({ refunded: refundedOf(row) + share })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id));
    shares.push({
      payment: {
        orderId: order.id,
        provider: row.provider as PaymentType,
        providerId: row.providerId,
        paymentRef: row.provider === 'PAYPAL' ? captureOf(order, row) : '',
        amount: row.amount,
      },
      part: { amount: share, currency: row.currency, key },
      byHand: row.provider === 'MANUAL',
    });
  }
  return shares;
}

/**
 * After the commit: each share goes back at its provider. A refusal is logged and recorded
 * (refund_failed) for the shop to finish by hand, as a cancel's refund is.
 */
export async function refundReturnShares(
  db: Db,
  shares: readonly ReturnRefundShare[],
  actorId: string,
): Promise<void> {
  for (const { payment, part, byHand } of shares) {
    const about = {
      provider: payment.provider,
      paymentId: payment.providerId,
      amount: part.amount,
      partial: true,
    };
    if (byHand) {
      await recordEvent(db, payment.orderId, 'refund_by_hand', actorId, about);
      continue;
    }
    try {
      const refundId = await refundAtProvider(payment, part);
      await recordEvent(db, payment.orderId, 'payment_refunded', actorId, { ...about, refundId });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      console.error(`refund of a return on order ${payment.orderId} failed: ${message}`);
      await recordEvent(db, payment.orderId, 'refund_failed', actorId, {
        ...about,
        error: message,
      });
    }
  }
}
