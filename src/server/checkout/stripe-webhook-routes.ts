import { stripeEventBody } from '../http/openapi/documented-only';
import { defineRoute } from '../http/route/define-route';
import { doneAnswer } from '../http/route/keyed-schema';
import { PROVIDER_DOWN } from '../payments/payment-call-texts';
import { handleStripeEvent, verifiedStripeEvent } from '../payments/stripe-events';
import { placePaidCart } from './place-paid-cart';

/**
 * POST /api/stripe_webhook. The signature is checked over the raw body, exactly as it came;
 * a missing or wrong one is 400 and changes nothing. A provider that cannot be reached while
 * the event is handled answers 503, so Stripe delivers the event again later. A cart the
 * event made paid is placed as order_confirm would place it. The event carries no agreement
 * to the terms: the one stripe_create kept on the cart places it; a cart without one (paid
 * before agreements were kept) stays paid for order_confirm to place.
 */
export const stripeWebhookCall = defineRoute(
  {
    method: 'POST',
    path: '/stripe_webhook',
    summary: 'Stripe’s signed events',
    tag: 'checkout',
    access: 'public',
    description: 'Authenticated by the `Stripe-Signature` header, not by a token.',
    body: stripeEventBody,
    // The body is read raw: the signature is over its exact text.
    readsOwnInput: true,
    answer: doneAnswer('received', 'true', '{ received: true }'),
    errors: { 400: 'A missing or bad signature', 503: PROVIDER_DOWN },
  },
  async (c) => {
    const raw = await c.req.text();
    const event = await verifiedStripeEvent(raw, c.req.header('stripe-signature') ?? '');
    const paidCart = await handleStripeEvent(c.get('db'), event);
    if (paidCart) await placePaidCart(c.get('db'), paidCart, null, false);
    return { received: true as const };
  },
);
