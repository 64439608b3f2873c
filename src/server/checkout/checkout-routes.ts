import * as z from 'zod';
import { shopCartPaymentSchema, shopCartSchema } from '../../core/cart/shop-cart';
import { CART_DESCRIPTION, NO_CART } from '../cart/cart-call-texts';
import { caller } from '../http/caller';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { presentedOrderSchema } from '../orders/order-answer';
import { paypalPaymentAnswerSchema, stripePaymentAnswerSchema } from '../payments/payment-answers';
import { PAYMENT_FAILED, PROVIDER_DOWN } from '../payments/payment-call-texts';
import { paymentConfigCall } from '../payments/payment-config-routes';
import {
  confirmPaypalPayment,
  createPaypalPayment,
  executePaypalPayment,
} from '../payments/paypal-payments';
import { confirmStripePayment, createStripePayment } from '../payments/stripe-payments';
import { buyBody, cartBody, checkoutOrderQuery, paypalExecuteBody } from './checkout-schemas';
import { orderConfirm } from './order-confirm';
import { orderOfPayment } from './order-of-payment';
import { stripeWebhookCall } from './stripe-webhook-routes';

/**
 * Checkout and payment calls (docs/api-checkout.md). Every call but payment_config and the
 * webhook needs a signed-in customer who owns the cart; the token says who that is. The calls
 * that buy (starting a payment, placing the order) need the buyer's agreement to the terms;
 * those that only check a payment already made do not ask for it again.
 */

const PAYMENT = 'The payment: type, id, status and what the browser needs';
/** The cart's payment, or a new one a call started (a paid cart gets its payment back). */
const startedPayment = <S extends z.ZodType>(started: S) =>
  z.union([started, shopCartPaymentSchema]).describe(PAYMENT);
const cartWithPayment = shopCartSchema.describe(CART_DESCRIPTION);

/** `{ payment, cart }`: what the service answers, described as one. */
const paymentAnswer = <S extends z.ZodType>(schema: S) =>
  schemaAnswer({ description: '{ payment, cart }', schema });
/** A payment checked: the cart's own payment with the cart. */
const checkedPayment = paymentAnswer(
  z.object({ payment: shopCartPaymentSchema.describe(PAYMENT), cart: cartWithPayment }),
);
const NOT_PAYABLE = 'CART_EMPTY or DELIVERY_ADDRESS_NEEDED, or the field messages';
const NOT_AGREED =
  'AGREE_TERMS: "You must agree to the Terms and Conditions" (agreeTerms is not true)';
/** Starting a payment: the buyer agrees to the terms and the cart must be payable. */
const START_ERRORS = {
  400: `${NOT_AGREED}; ${NOT_PAYABLE}`,
  404: NO_CART,
  503: PROVIDER_DOWN,
} as const;
/** Checking a payment made. */
const CHECK_ERRORS = { 402: PAYMENT_FAILED, 404: NO_CART, 503: PROVIDER_DOWN } as const;

export const stripeCreateCall = defineRoute(
  {
    method: 'POST',
    path: '/stripe_create',
    summary: 'A card payment for the cart’s total',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    answer: paymentAnswer(
      z.object({ payment: startedPayment(stripePaymentAnswerSchema), cart: cartWithPayment }),
    ),
    errors: START_ERRORS,
  },
  async (c, { body: { cartId } }) => createStripePayment(c.get('db'), caller(c), cartId),
);

export const confirmPaymentCall = defineRoute(
  {
    method: 'POST',
    path: '/confirm_payment',
    summary: 'Check the card payment with Stripe',
    tag: 'checkout',
    access: 'customer',
    body: cartBody,
    answer: checkedPayment,
    errors: CHECK_ERRORS,
  },
  async (c, { body: { cartId } }) => confirmStripePayment(c.get('db'), caller(c), cartId),
);

export const paypalCreateCall = defineRoute(
  {
    method: 'POST',
    path: '/paypal_create',
    summary: 'A PayPal order for the cart’s total',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    // No cart: the browser goes to PayPal's page next.
    answer: paymentAnswer(z.object({ payment: startedPayment(paypalPaymentAnswerSchema) })),
    errors: START_ERRORS,
  },
  async (c, { body: { cartId } }) => createPaypalPayment(c.get('db'), caller(c), cartId),
);

export const paypalExecuteCall = defineRoute(
  {
    method: 'POST',
    path: '/paypal_execute',
    // PayPal's order token, which the buyer's return address carried.
    ownBodyFields: ['token'],
    summary: 'Capture the approved PayPal order',
    tag: 'checkout',
    access: 'customer',
    body: paypalExecuteBody,
    answer: checkedPayment,
    errors: CHECK_ERRORS,
  },
  async (c, { body }) => executePaypalPayment(c.get('db'), caller(c), body),
);

export const paypalConfirmCall = defineRoute(
  {
    method: 'POST',
    path: '/paypal_confirm',
    summary: 'Read the PayPal order again (after a reload)',
    tag: 'checkout',
    access: 'customer',
    body: cartBody,
    answer: checkedPayment,
    errors: CHECK_ERRORS,
  },
  async (c, { body: { cartId } }) => confirmPaypalPayment(c.get('db'), caller(c), cartId),
);

export const orderConfirmCall = defineRoute(
  {
    method: 'POST',
    path: '/order_confirm',
    summary: 'Place the paid cart’s order',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    answer: schemaAnswer({
      description: '{ order, cart: null }',
      schema: z.object({
        order: presentedOrderSchema.describe('The placed order'),
        cart: z.null().describe('null'),
      }),
    }),
    errors: {
      400: NOT_AGREED,
      402: 'PAYMENT_FAILED: the cart is not paid',
      404: NO_CART,
      409: 'SOLD_OUT: stock ran out meanwhile (the payment is refunded)',
    },
  },
  async (c, { body }) => orderConfirm(c.get('db'), caller(c), body),
);

/** The confirmation page waits with this for the order a payment placed (webhook or browser). */
export const checkoutOrderCall = defineRoute(
  {
    method: 'GET',
    path: '/checkout_order',
    summary: 'The order a payment placed (null while it settles)',
    tag: 'checkout',
    access: 'customer',
    query: checkoutOrderQuery,
    answer: schemaAnswer({
      description: '{ order }',
      schema: z.object({
        order: presentedOrderSchema
          .nullable()
          .describe('The placed order, or null while the paid cart is not placed yet'),
      }),
    }),
    errors: { 404: 'The payment is not the caller’s, or did not become their order' },
  },
  async (c, { query: { paymentId } }) => orderOfPayment(c.get('db'), caller(c), paymentId),
);

/** In the document's order: what the browser reads first, the webhook, then a buyer's steps. */
export const CHECKOUT_ROUTES = [
  paymentConfigCall,
  stripeWebhookCall,
  stripeCreateCall,
  confirmPaymentCall,
  paypalCreateCall,
  paypalExecuteCall,
  paypalConfirmCall,
  orderConfirmCall,
  checkoutOrderCall,
] as const;
