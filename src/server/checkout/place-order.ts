import { eq } from 'drizzle-orm';
import { stockNeeds } from '../../core/checkout/stock-needs';
import type { PaymentType } from '../../core/cart/shop-cart';
import { placeCart } from '../../core/orders/order-transitions';
import type { Db } from '../db/client';
import { dbErrorSummary } from '../db/db-errors';
import { orderItems } from '../db/schema';
import { queueOrderMails } from '../orders/order-mails';
import { lockOrder, markPlaced, recordEvent } from '../orders/order-store';
import { takeStock } from '../orders/take-stock';
import { findAttempt, releasePayment, type ReleasedPayment } from '../payments/payment-store';

export type Placement =
  /**
   * fresh: this call placed it, and queued its mails (`mailIds`, to send after the commit);
   * otherwise it was placed before.
   */
  | { kind: 'placed'; orderId: string; fresh: boolean; mailIds: number[] }
  | { kind: 'unpaid' }
  /**
   * Paid, but the buyer's agreement to the terms is neither on the cart nor given by this
   * call (a payment started before the agreement was kept): left for order_confirm.
   */
  | { kind: 'not-agreed' }
  /** Not an open cart any more (closed or gone): nothing to place. */
  | { kind: 'closed' }
  /** Stock ran out, or the payment does not cover the cart: the payment is to be refunded. */
  | { kind: 'sold-out' | 'payment-mismatch'; released: ReleasedPayment };

/**
 * order_confirm's transaction: under the order row's lock, a paid open cart becomes a placed
 * order (status P, placedAt) with its stock taken, or, when the stock is gone, its payment is
 * released for a refund and the cart stays open. A placed order answers as placed again, so a
 * second call (a double click, the webhook after the browser) changes nothing.
 *
 * An order is placed only with the buyer's agreement to the terms (spec 5): the one the cart
 * got when its payment was started, else the one this call brings (`agreedNow`: order_confirm,
 * whose body carries it; the webhook brings none). The time kept is the server's.
 */
export async function placeOrder(
  db: Db,
  orderId: string,
  actorId: string | null,
  agreedNow: boolean,
): Promise<Placement> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return { kind: 'closed' };
    if (order.placedAt) return { kind: 'placed', orderId, fresh: false, mailIds: [] };
    const placing = placeCart(order);
    if (!placing.ok) return { kind: placing.error === 'NOT_OPEN' ? 'closed' : 'unpaid' };
    const provider = order.paymentType as PaymentType | null;
    if (!provider || !order.paymentId) return { kind: 'unpaid' };
    const now = new Date();
    const termsAcceptedAt = order.termsAcceptedAt ?? (agreedNow ? now : null);
    if (!termsAcceptedAt) return { kind: 'not-agreed' };

    const attempt = await findAttempt(tx, provider, order.paymentId);
    const release = {
      provider,
      providerId: order.paymentId,
      paymentRef: order.paymentRef,
      amount: attempt?.amount ?? order.totalIncTax,
    };
    // A paid cart cannot change (the cart service refuses), so this only catches a bug or a
    // hand-edited row: the order is never placed for more than was paid.
    if (
      !attempt ||
      attempt.amount !== order.totalIncTax ||
      attempt.currency.toUpperCase() !== order.currency.toUpperCase()
    ) {
      const released = await releasePayment(tx, order, release, 'payment_mismatch', actorId, {
        total: order.totalIncTax,
      });
      return { kind: 'payment-mismatch', released };
    }

    const lines = await tx
      .select({
        productId: orderItems.productId,
        quantity: orderItems.quantity,
        sellPack: orderItems.sellPack,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const needs = lines.length > 0 ? stockNeeds(lines) : null;
    const short = needs ? await takeStock(tx, needs) : 'no lines';
    if (short !== null) {
      const released = await releasePayment(tx, order, release, 'sold_out', actorId, {
        productId: short,
      });
      return { kind: 'sold-out', released };
    }

    await markPlaced(tx, orderId, { status: placing.status, termsAcceptedAt }, now);
    await recordEvent(tx, orderId, 'placed', actorId, {
      provider,
      paymentId: order.paymentId,
      paymentRef: order.paymentRef,
      amount: order.totalIncTax,
    });
    // In a savepoint: a mail that cannot be built is logged and never undoes the order.
    const mailIds = await tx
      .transaction((mails) => queueOrderMails(mails, orderId))
      .catch((err: unknown) => {
        console.error(`the mails of order ${orderId} were not queued: ${dbErrorSummary(err)}`);
        return [];
      });
    return { kind: 'placed', orderId, fresh: true, mailIds };
  });
}
