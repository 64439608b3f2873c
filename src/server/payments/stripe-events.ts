import type Stripe from 'stripe';
import type { Db } from '../db/client';
import { badRequest } from '../../core/domain-error';
import { recordEvent } from '../orders/order-store';
import { isBalanceIntent, settleBalanceIntent } from './balance-payment';
import { paymentSettings } from './payment-settings';
import { findAttempt, isRefundStatus, setAttemptStatus } from './payment-store';
import { providerCall } from './provider-errors';
import { stripeClient } from './stripe-client';
import { settleStripeIntent } from './stripe-payments';

/**
 * payment_intent.succeeded: the intent is read again from Stripe (events come late and out of
 * order, and the decision is the one confirm_payment makes). A cart it finds paid is answered
 * for the webhook's route to place (checkout/stripe-webhook-routes.ts), so a payment whose
 * browser closed still becomes an order.
 */
async function paymentSucceeded(db: Db, sent: Stripe.PaymentIntent): Promise<string | null> {
  const attempt = await findAttempt(db, 'STRIPE', sent.id);
  if (!attempt) return null; // not a payment this shop made
  const intent = await providerCall('stripe_webhook', async () =>
    (await stripeClient()).paymentIntents.retrieve(sent.id),
  );
  // A placed order's balance (/pay) is not a cart: it is counted, never placed or refunded here.
  if (isBalanceIntent(intent)) {
    await settleBalanceIntent(db, attempt.orderId, intent);
    return null;
  }
  const paid = await settleStripeIntent(db, attempt.orderId, intent, null);
  return paid ? attempt.orderId : null;
}

/** payment_intent.payment_failed: noted on the payment and the order; the cart stays as it is. */
async function paymentFailure(db: Db, eventId: string, intent: Stripe.PaymentIntent) {
  const attempt = await findAttempt(db, 'STRIPE', intent.id);
  if (!attempt || attempt.raw.lastFailureEvent === eventId) return;
  // A late failure event must not overwrite a later success or a refund.
  if (attempt.status === 'succeeded' || isRefundStatus(attempt.status)) return;
  const error = intent.last_payment_error;
  await setAttemptStatus(db, 'STRIPE', intent.id, intent.status, {
    lastFailureEvent: eventId,
    lastPaymentError: error?.code ?? null,
  });
  await recordEvent(db, attempt.orderId, 'payment_failed', null, {
    provider: 'STRIPE',
    paymentId: intent.id,
    code: error?.code ?? null,
    declineCode: error?.decline_code ?? null,
  });
}

/**
 * Settles what a Stripe event reports. Answers the open cart (its order id) that a succeeded
 * payment made paid, for checkout to place; null for anything else.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<string | null> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded(db, event.data.object);
    case 'payment_intent.payment_failed':
      await paymentFailure(db, event.id, event.data.object);
      return null;
    default:
      // Other events are acknowledged, so Stripe does not send them again.
      return null;
  }
}

/**
 * The event in a webhook's raw body, its signature checked over the body exactly as it came:
 * a missing or wrong one is 400. Unusable payment settings answer 503 (providerCall).
 */
export async function verifiedStripeEvent(raw: string, signature: string): Promise<Stripe.Event> {
  const settings = await providerCall('stripe_webhook', async () => paymentSettings());
  try {
    return (await stripeClient(settings)).webhooks.constructEvent(
      raw,
      signature,
      settings.stripe.webhookSecret,
    );
  } catch {
    throw badRequest('The webhook signature is not valid');
  }
}
