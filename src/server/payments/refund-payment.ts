import { centsToDecimal } from '../../core/checkout/provider-amount';
import type { Db } from '../db/client';
import { recordEvent } from '../orders/order-store';
import { setAttemptStatus, type ReleasedPayment } from './payment-store';
import { paypalApi } from './paypal-client';
import { stripeClient } from './stripe-client';

/** Part of a payment given back (a received return), under a key of its own. */
export interface RefundPart {
  amount: number;
  currency: string;
  /** Tells this part from the payment's other refunds (e.g. the return's id). */
  key: string;
}

/**
 * The refund's id at the provider: the whole payment, or only `part` of it. Keys make a
 * repeated refund answer the first one.
 */
export async function refundAtProvider(
  payment: ReleasedPayment,
  part?: RefundPart,
): Promise<string> {
  const suffix = part ? `-${part.key}` : '';
  if (payment.provider === 'STRIPE') {
    const refund = await (
      await stripeClient()
    ).refunds.create(
      {
        payment_intent: payment.providerId,
        metadata: { orderId: payment.orderId },
        ...(part ? { amount: part.amount } : {}),
      },
      { idempotencyKey: `refund-${payment.providerId}${suffix}` },
    );
    return refund.id;
  }
  if (!payment.paymentRef) throw new Error('the PayPal payment has no capture to refund');
  const { result } = await (
    await paypalApi()
  ).payments.refundCapturedPayment({
    captureId: payment.paymentRef,
    paypalRequestId: `refund-${payment.paymentRef}${suffix}`,
    prefer: 'return=minimal',
    ...(part
      ? { body: { amount: { currencyCode: part.currency, value: centsToDecimal(part.amount) } } }
      : {}),
  });
  return result.id ?? '';
}

/**
 * Gives a released payment back in full. The order no longer counts it as paid when this runs
 * (releasePayment committed that first). A refund the provider refuses or cannot take now is
 * recorded as refund_failed on the payment and in the order's events for the shop to finish
 * by hand, and logged; the caller's answer to the customer does not change.
 */
export async function refundPayment(
  db: Db,
  payment: ReleasedPayment,
  actorId: string | null,
): Promise<boolean> {
  const about = {
    provider: payment.provider,
    paymentId: payment.providerId,
    amount: payment.amount,
  };
  try {
    const refundId = await refundAtProvider(payment);
    await setAttemptStatus(db, payment.provider, payment.providerId, 'refunded', { refundId });
    await recordEvent(db, payment.orderId, 'payment_refunded', actorId, { ...about, refundId });
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(
      `refund of ${payment.provider} payment ${payment.providerId} (order ${payment.orderId}) failed: ${message}`,
    );
    await setAttemptStatus(db, payment.provider, payment.providerId, 'refund_failed', {
      refundError: message,
    });
    await recordEvent(db, payment.orderId, 'refund_failed', actorId, { ...about, error: message });
    return false;
  }
}
