import type { PaymentType } from '../../core/cart/shop-cart';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { lockOrder } from '../orders/order-store';
import type { OrderRow } from '../db/rows';
import { findAttempt, type ReleasedPayment } from './payment-store';
import { refundPayment } from './refund-payment';

type Attempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

/** What a provider's report means for an order: paid or not, and any money to give back. */
export interface Settlement {
  paid: boolean;
  release?: ReleasedPayment | undefined;
}

/**
 * Decides what a provider payment means for an order, under the order's lock and with the
 * attempt recorded for it (no order or no attempt: not paid). Money `decide` releases is
 * refunded once the transaction is over, so the provider's refund call never holds the lock.
 */
export async function settleUnderLock(
  db: Db,
  orderId: string,
  payment: { provider: PaymentType; providerId: string },
  actorId: string | null,
  decide: (tx: Tx, order: OrderRow, attempt: Attempt) => Promise<Settlement>,
): Promise<boolean> {
  const { paid, release } = await db.transaction(async (tx): Promise<Settlement> => {
    const order = await lockOrder(tx, orderId);
    const attempt = await findAttempt(tx, payment.provider, payment.providerId);
    if (!order || !attempt) return { paid: false };
    return decide(tx, order, attempt);
  });
  if (release) await refundPayment(db, release, actorId);
  return paid;
}
