import type { Order } from '@paypal/paypal-server-sdk';
import { paypalCapturePaying } from '../../core/checkout/payment-checks';
import { centsToDecimal } from '../../core/checkout/provider-amount';
import type { ShopCart, ShopCartPayment } from '../../core/cart/shop-cart';
import { presentStoredCart } from '../cart/cart-service';
import { ownedCartOrOrder } from '../cart/owned-cart';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { siteLink } from '../mail/links';
import { getSiteSettings } from '../site/site-settings';
import { payableCart } from './payable-cart';
import { paymentSettings, paypalEnabled } from './payment-settings';
import {
  attachPayment,
  findAttempt,
  isRefundStatus,
  markPaid,
  paymentIdempotencyKey,
  refundedAttempts,
  releasePayment,
  setAttemptStatus,
} from './payment-store';
import { loadPaypal, paypalApi } from './paypal-client';
import {
  asUnavailable,
  isPaypalRefusal,
  paymentFailed,
  paymentUnavailable,
  paypalIssue,
  providerCall,
} from './provider-errors';
import type { PaypalPaymentAnswer } from './payment-answers';
import { settleUnderLock } from './settle-payment';
import { LANGUAGE_TABLE, languageOf } from '../../core/routes/languages';

export type { PaypalPaymentAnswer } from './payment-answers';

/** Whether the shop offers PayPal: keys configured and the site's payment switch on. */
export async function paypalOffered(db: Db): Promise<boolean> {
  const settings = await getSiteSettings(db);
  return settings.payment.paypal && paypalEnabled(paymentSettings());
}

const approvalLink = (order: Order) =>
  order.links?.find((link) => link.rel === 'payer-action')?.href ??
  order.links?.find((link) => link.rel === 'approve')?.href;

/**
 * paypal_create: a PayPal order for the server's total. It returns to the shop's own
 * /confirm_paypal and /cancel_paypal pages in the cart's language (URLs a client sends are not
 * read). PayPal-Request-Id per cart and amount: a repeat gets the same PayPal order back.
 * The buyer's agreement to the terms (the request's) is kept with the payment (attachPayment).
 */
export async function createPaypalPayment(
  db: Db,
  auth: AuthUser,
  cartId: string,
): Promise<{ payment: PaypalPaymentAnswer | ShopCartPayment }> {
  const cart = await payableCart(db, cartId, auth);
  if (cart.payment.status === 'P') return { payment: cart.payment };
  if (!(await providerCall('paypal_create', async () => paypalOffered(db)))) {
    throw paymentUnavailable();
  }
  const amount = cart.delivery.totalIncTax;
  const currency = cart.cart.currency;
  const returnUrl = siteLink(cart.lng, '/confirm_paypal');
  const cancelUrl = siteLink(cart.lng, '/cancel_paypal');
  const requestId = paymentIdempotencyKey(cart._id, amount, await refundedAttempts(db, cart._id));
  const {
    CheckoutPaymentIntent,
    PaypalExperienceUserAction,
    PaypalWalletContextShippingPreference,
  } = await providerCall('paypal_create', loadPaypal);
  const { result } = await providerCall('paypal_create', async () =>
    (await paypalApi()).orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [
          {
            referenceId: cart._id,
            customId: cart._id,
            amount: { currencyCode: currency, value: centsToDecimal(amount) },
          },
        ],
        paymentSource: {
          paypal: {
            experienceContext: {
              returnUrl,
              cancelUrl,
              locale: LANGUAGE_TABLE[languageOf(cart.lng)].paypalLocale,
              userAction: PaypalExperienceUserAction.PayNow,
              shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            },
          },
        },
      },
      paypalRequestId: requestId,
      prefer: 'return=representation',
    }),
  );
  const approvalUrl = approvalLink(result);
  if (!result.id || !approvalUrl) {
    console.error(`paypal_create: PayPal answered no order id or approval link (${result.id})`);
    throw paymentUnavailable();
  }
  const status = result.status ?? 'CREATED';
  await attachPayment(db, {
    orderId: cart._id,
    provider: 'PAYPAL',
    providerId: result.id,
    amount,
    currency,
    status,
  });
  return { payment: { type: 'PAYPAL', id: result.id, approvalUrl, returnUrl, cancelUrl, status } };
}

/** The first completed capture in the PayPal order, whatever it was for. */
const anyCompletedCapture = (order: Order) =>
  order.purchaseUnits
    ?.flatMap((unit) => unit.payments?.captures ?? [])
    .find((capture) => capture.status === 'COMPLETED' && capture.id)?.id;

/**
 * Decides, under the order's lock, what a PayPal order as PayPal reports it means for the cart:
 * paid when a capture COMPLETED for exactly the cart's total. A completed capture for anything
 * else is released and refunded.
 */
async function settlePaypalOrder(
  db: Db,
  orderId: string,
  paypalOrder: Order,
  actorId: string | null,
  payerIdSent: string | undefined,
): Promise<boolean> {
  const paypalId = paypalOrder.id ?? '';
  const payment = { provider: 'PAYPAL', providerId: paypalId } as const;
  return settleUnderLock(db, orderId, payment, actorId, async (tx, order, attempt) => {
    if (isRefundStatus(attempt.status)) return { paid: false };
    const current = order.paymentType === 'PAYPAL' && order.paymentId === paypalId;
    if (current && order.paymentStatus === 'P') return { paid: true };
    const expected = { orderId, amount: order.totalIncTax, currency: order.currency };
    const captureId = paypalCapturePaying(paypalOrder, expected);
    await setAttemptStatus(tx, 'PAYPAL', paypalId, paypalOrder.status ?? 'UNKNOWN', {
      captureId: captureId ?? null,
    });
    const open = order.placedAt === null && order.status === 'O';
    if (current && open && captureId) {
      const payerId =
        paypalOrder.payer?.payerId ?? paypalOrder.paymentSource?.paypal?.accountId ?? payerIdSent;
      await markPaid(
        tx,
        order,
        { paymentRef: captureId, payerId, amount: attempt.amount },
        actorId,
      );
      return { paid: true };
    }
    const stray = anyCompletedCapture(paypalOrder);
    if (!stray) return { paid: false };
    const release = await releasePayment(
      tx,
      order,
      { ...payment, paymentRef: stray, amount: attempt.amount },
      'stray_payment',
      actorId,
      { total: order.totalIncTax, current, open },
    );
    return { paid: false, release };
  });
}

async function paidAnswer(db: Db, orderId: string) {
  const cart = await presentStoredCart(db, orderId);
  return { payment: cart.payment, cart };
}

/** PayPal's order as it is now; an order PayPal does not know pays for nothing (402). */
async function readPaypalOrder(id: string): Promise<Order> {
  try {
    return (await (await paypalApi()).orders.getOrder({ id })).result;
  } catch (err) {
    if (isPaypalRefusal(err)) throw paymentFailed();
    throw asUnavailable(err, 'PayPal order lookup');
  }
}

/**
 * paypal_execute: the buyer is back from PayPal's approval page. The token must be the PayPal
 * order this cart made; the capture carries a PayPal-Request-Id, so a retry or a second tab
 * never captures twice. Paid only when the capture COMPLETED for the cart's total; a refusal
 * (declined card, not approved) is 402 with the cart as it was.
 */
export async function executePaypalPayment(
  db: Db,
  auth: AuthUser,
  request: { cartId: string; token: string; PayerID?: string | undefined },
): Promise<{ payment: ShopCartPayment; cart: ShopCart }> {
  const order = await ownedCartOrOrder(db, request.cartId, auth);
  if (order.paymentStatus === 'P') return paidAnswer(db, order.id);
  if (order.paymentType !== 'PAYPAL' || order.paymentId !== request.token) throw paymentFailed();
  const attempt = await findAttempt(db, 'PAYPAL', request.token);
  // The cart service forgets a payment whose total changed; this keeps a stale one uncaptured.
  if (!attempt || attempt.amount !== order.totalIncTax) throw paymentFailed();

  let captured: Order;
  try {
    const answer = await (
      await paypalApi()
    ).orders.captureOrder({
      id: request.token,
      paypalRequestId: `capture-${request.token}`,
      prefer: 'return=representation',
    });
    captured = answer.result;
  } catch (err) {
    if (!isPaypalRefusal(err)) throw asUnavailable(err, 'paypal_execute');
    await setAttemptStatus(db, 'PAYPAL', request.token, 'CAPTURE_REFUSED', {
      issue: paypalIssue(err),
    });
    // Refused, but perhaps because an earlier capture went through: PayPal's order says.
    captured = await readPaypalOrder(request.token);
  }
  const paid = await settlePaypalOrder(db, order.id, captured, auth.customerId, request.PayerID);
  if (!paid) throw paymentFailed();
  return paidAnswer(db, order.id);
}

/** paypal_confirm: decides from the PayPal order as it is now (a reload after the capture). */
export async function confirmPaypalPayment(
  db: Db,
  auth: AuthUser,
  cartId: string,
): Promise<{ payment: ShopCartPayment; cart: ShopCart }> {
  const order = await ownedCartOrOrder(db, cartId, auth);
  if (order.paymentStatus === 'P') return paidAnswer(db, order.id);
  if (order.paymentType !== 'PAYPAL' || !order.paymentId) throw paymentFailed();
  const paypalOrder = await readPaypalOrder(order.paymentId);
  const paid = await settlePaypalOrder(db, order.id, paypalOrder, auth.customerId, undefined);
  if (!paid) throw paymentFailed();
  return paidAnswer(db, order.id);
}
