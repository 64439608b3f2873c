import type Stripe from 'stripe';
import { stripeIntentPays } from '../../core/checkout/payment-checks';
import type { ShopCart, ShopCartPayment } from '../../core/cart/shop-cart';
import { presentStoredCart } from '../cart/cart-service';
import { ownedCartOrOrder } from '../cart/owned-cart';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/rows';
import type { Tx } from '../db/transaction';
import type { AuthUser } from '../../core/customers/auth-user';
import { getSiteSettings } from '../site/site-settings';
import { payableCart } from './payable-cart';
import {
  attachPayment,
  isRefundStatus,
  markPaid,
  paymentIdempotencyKey,
  refundedAttempts,
  releasePayment,
  setAttemptStatus,
} from './payment-store';
import { paymentUnavailable, providerCall } from './provider-errors';
import type { StripePaymentAnswer } from './payment-answers';
import { settleUnderLock, type Settlement } from './settle-payment';
import { stripeClient } from './stripe-client';
import { unpaidRefusal } from './unpaid-refusal';

export type { StripePaymentAnswer } from './payment-answers';

/** The charge that took the money (the shop's payment reference), else the intent itself. */
export const chargeOf = (intent: Stripe.PaymentIntent): string =>
  (typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id) ||
  intent.id;

/** The intent as settleUnderLock and the payment store name a payment. */
export const stripePayment = (intent: Stripe.PaymentIntent) =>
  ({ provider: 'STRIPE', providerId: intent.id }) as const;

/**
 * A Stripe attempt whose money was already given back decides nothing new: a failed refund is
 * released again, to be tried once more; any other is left as it is.
 */
export function refundAgainIfFailed(
  orderId: string,
  intent: Stripe.PaymentIntent,
  attempt: { status: string; amount: number },
): Settlement {
  if (attempt.status !== 'refund_failed') return { paid: false };
  return {
    paid: false,
    release: { orderId, ...stripePayment(intent), paymentRef: '', amount: attempt.amount },
  };
}

/** What Stripe now says of the intent, kept on its attempt with the card's last error. */
export const recordIntentStatus = (tx: Tx, intent: Stripe.PaymentIntent) =>
  setAttemptStatus(tx, 'STRIPE', intent.id, intent.status, {
    lastPaymentError: intent.last_payment_error?.code ?? null,
  });

/**
 * An intent that pays for nothing here: if it took money, the money is released for a refund
 * (`details`: why, for the order's history); if it did not, there is nothing to give back.
 */
export async function releaseStrayIntent(
  tx: Tx,
  order: OrderRow,
  intent: Stripe.PaymentIntent,
  actorId: string | null,
  details: Record<string, unknown>,
): Promise<Settlement> {
  if (intent.status !== 'succeeded') return { paid: false };
  const release = await releasePayment(
    tx,
    order,
    { ...stripePayment(intent), paymentRef: chargeOf(intent), amount: intent.amount },
    'stray_payment',
    actorId,
    details,
  );
  return { paid: false, release };
}

/**
 * stripe_create: a PaymentIntent for the total the server computes now (the cart is re-priced
 * first; nothing the client sends about money is read). The idempotency key is per cart and
 * amount, so a double click or a reload gets the same PaymentIntent back and a changed cart a
 * new one. A cart already paid gets its payment back and nothing new is made. The buyer's
 * agreement to the terms (the request's) is kept with the payment (attachPayment).
 */
export async function createStripePayment(
  db: Db,
  auth: AuthUser,
  cartId: string,
): Promise<{ payment: StripePaymentAnswer | ShopCartPayment; cart: ShopCart }> {
  const cart = await payableCart(db, cartId, auth);
  if (cart.payment.status === 'P') return { payment: cart.payment, cart };
  if (!(await getSiteSettings(db)).payment.stripe) throw paymentUnavailable();
  const amount = cart.delivery.totalIncTax;
  const currency = cart.cart.currency;
  const idempotencyKey = paymentIdempotencyKey(
    cart._id,
    amount,
    await refundedAttempts(db, cart._id),
  );
  const intent = await providerCall('stripe_create', async () =>
    (await stripeClient()).paymentIntents.create(
      {
        amount,
        currency: currency.toLowerCase(),
        capture_method: 'automatic',
        // Cards, confirmed in the page (3-D Secure included); no method that leaves the shop.
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { cartId: cart.cartId, orderId: cart._id },
      },
      { idempotencyKey },
    ),
  );
  await attachPayment(db, {
    orderId: cart._id,
    provider: 'STRIPE',
    providerId: intent.id,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: intent.status,
  });
  return {
    payment: {
      type: 'STRIPE',
      id: intent.id,
      clientSecret: intent.client_secret,
      amount: intent.amount,
      currency: intent.currency,
      status: intent.status,
    },
    cart: await presentStoredCart(db, cart._id),
  };
}

/**
 * Decides, under the order's lock, what a PaymentIntent as Stripe reports it means for the
 * order: paid when it succeeded for exactly this order's total (stripeIntentPays). Money
 * taken that pays for nothing here (an older total, a superseded intent, a closed cart) is
 * released and refunded. Shared by confirm_payment and the webhook; deciding twice is harmless.
 */
export async function settleStripeIntent(
  db: Db,
  orderId: string,
  intent: Stripe.PaymentIntent,
  actorId: string | null,
): Promise<boolean> {
  const payment = stripePayment(intent);
  return settleUnderLock(db, orderId, payment, actorId, async (tx, order, attempt) => {
    const current = order.paymentType === 'STRIPE' && order.paymentId === intent.id;
    if (current && order.paymentStatus === 'P') return { paid: true };
    if (isRefundStatus(attempt.status)) return refundAgainIfFailed(orderId, intent, attempt);
    await recordIntentStatus(tx, intent);
    const open = order.placedAt === null && order.status === 'O';
    const expected = { orderId, amount: order.totalIncTax, currency: order.currency };
    if (current && open && stripeIntentPays(intent, expected)) {
      await markPaid(tx, order, { paymentRef: chargeOf(intent), amount: intent.amount }, actorId);
      return { paid: true };
    }
    return releaseStrayIntent(tx, order, intent, actorId, {
      total: order.totalIncTax,
      current,
      open,
    });
  });
}

/**
 * confirm_payment: asks Stripe for the cart's own PaymentIntent (the id stored at
 * stripe_create, never one from the client) and counts the cart paid only if it succeeded
 * for the cart's total. Otherwise 402 PAYMENT_FAILED and the cart stays as it was, or 409
 * SOLD_OUT when the webhook found its stock gone and gave the payment back.
 */
export async function confirmStripePayment(
  db: Db,
  auth: AuthUser,
  cartId: string,
): Promise<{ payment: ShopCartPayment; cart: ShopCart }> {
  const order = await ownedCartOrOrder(db, cartId, auth);
  if (order.paymentStatus !== 'P') {
    if (order.paymentType !== 'STRIPE' || !order.paymentId) {
      throw await unpaidRefusal(db, order.id, cartId, auth);
    }
    const intent = await providerCall('confirm_payment', async () =>
      (await stripeClient()).paymentIntents.retrieve(order.paymentId),
    );
    if (!(await settleStripeIntent(db, order.id, intent, auth.customerId))) {
      throw await unpaidRefusal(db, order.id, cartId, auth, intent.id);
    }
  }
  const cart = await presentStoredCart(db, order.id);
  return { payment: cart.payment, cart };
}
