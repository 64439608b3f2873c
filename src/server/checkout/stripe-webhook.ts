import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/env';
import { badRequest } from '../http/errors';
import { paymentSettings } from '../payments/payment-settings';
import { stripeClient } from '../payments/stripe-client';
import { isBalanceIntent, settleBalanceIntent } from '../orders/balance-payment';
import { confirmOrder } from './confirm-order';
import { findAttempt, isRefundStatus, recordEvent, setAttemptStatus } from './payment-state';
import { providerCall } from './provider-errors';
import { settleStripeIntent } from './stripe-payments';

/**
 * payment_intent.succeeded: the intent is read again from Stripe (events come late and out of
 * order, and the decision is the one confirm_payment makes), then the order is placed as
 * order_confirm would, so a payment whose browser closed still becomes an order. The event
 * carries no agreement to the terms: the one stripe_create kept on the cart places it; a cart
 * without one (paid before agreements were kept) stays paid for order_confirm to place.
 */
async function paymentSucceeded(db: Db, sent: Stripe.PaymentIntent): Promise<void> {
  const attempt = await findAttempt(db, 'STRIPE', sent.id);
  if (!attempt) return; // not a payment this shop made
  const intent = await providerCall('stripe_webhook', async () =>
    (await stripeClient()).paymentIntents.retrieve(sent.id),
  );
  // A placed order's balance (/pay) is not a cart: it is counted, never placed or refunded here.
  if (isBalanceIntent(intent)) {
    await settleBalanceIntent(db, attempt.orderId, intent);
    return;
  }
  if (await settleStripeIntent(db, attempt.orderId, intent, null)) {
    await confirmOrder(db, attempt.orderId, null, false);
  }
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

export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentSucceeded(db, event.data.object);
    case 'payment_intent.payment_failed':
      return paymentFailure(db, event.id, event.data.object);
    default:
      // Other events are acknowledged, so Stripe does not send them again.
      return;
  }
}

/**
 * POST /api/stripe_webhook. The signature is checked over the raw body, exactly as it came;
 * a missing or wrong one is 400 and changes nothing. A provider that cannot be reached while
 * the event is handled answers 503, so Stripe delivers the event again later.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe_webhook', async (c) => {
  const raw = await c.req.text();
  const settings = await providerCall('stripe_webhook', async () => paymentSettings());
  let event: Stripe.Event;
  try {
    event = (await stripeClient(settings)).webhooks.constructEvent(
      raw,
      c.req.header('stripe-signature') ?? '',
      settings.stripe.webhookSecret,
    );
  } catch {
    throw badRequest('The webhook signature is not valid');
  }
  await handleStripeEvent(c.get('db'), event);
  return c.json({ received: true });
});
