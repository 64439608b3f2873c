import { CART_DESCRIPTION as CART, NO_CART } from '../../../cart/cart-call-texts';
import { buyBody, cartBody, paypalExecuteBody } from '../../../checkout/checkout-schemas';
import { paymentLinkFields } from '../../../payments/order-payment-schemas';
import { simulatorIntentId, stripeEventBody } from '../documented-only';
import type { RouteTable } from '../operation';

const PAYMENT = '{ payment, cart }';
const paymentAnswer = {
  description: PAYMENT,
  keys: { payment: 'The payment: type, id, status and what the browser needs', cart: CART },
};
const NOT_PAYABLE = 'CART_EMPTY or DELIVERY_ADDRESS_NEEDED, or the field messages';
const NOT_AGREED =
  'AGREE_TERMS: "You must agree to the Terms and Conditions" (agreeTerms is not true)';
const PAYMENT_FAILED = 'PAYMENT_FAILED: the payment did not go through (the cart is intact)';
const PROVIDER_DOWN = 'PAYMENT_UNAVAILABLE: the payment settings are unusable or the method is off';
const ORDER_VIEW =
  'The order and what it owes: { _id, orderNo, currency, totalIncTax, amountPaid, amountDue, status, items, … }';
const DEAD_LINK = 'LINK_INVALID: wrong key, or an unknown, unplaced or cancelled order';

/** The cart, checkout and payments (docs/api-checkout.md), and paying a balance (docs/api-admin.md). */
export const cartCheckoutOperations: RouteTable = {
  'GET /payment_config': {
    summary: 'What the browser needs to take a payment',
    tag: 'checkout',
    access: 'public',
    answer: {
      description: '{ stripe, paypal }',
      keys: { stripe: '{ enabled, publishableKey, simulatorUrl }', paypal: '{ enabled }' },
    },
    errors: { 503: PROVIDER_DOWN },
  },
  'POST /stripe_webhook': {
    summary: 'Stripe’s signed events',
    tag: 'checkout',
    access: 'public',
    description: 'Authenticated by the `Stripe-Signature` header, not by a token.',
    body: stripeEventBody,
    answer: { description: '{ received: true }', keys: { received: 'true' } },
    errors: { 400: 'A missing or bad signature', 503: PROVIDER_DOWN },
  },
  'POST /stripe_create': {
    summary: 'A card payment for the cart’s total',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    answer: paymentAnswer,
    errors: { 400: `${NOT_AGREED}; ${NOT_PAYABLE}`, 404: NO_CART, 503: PROVIDER_DOWN },
  },
  'POST /confirm_payment': {
    summary: 'Check the card payment with Stripe',
    tag: 'checkout',
    access: 'customer',
    body: cartBody,
    answer: paymentAnswer,
    errors: { 402: PAYMENT_FAILED, 404: NO_CART, 503: PROVIDER_DOWN },
  },
  'POST /paypal_create': {
    summary: 'A PayPal order for the cart’s total',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    answer: paymentAnswer,
    errors: { 400: `${NOT_AGREED}; ${NOT_PAYABLE}`, 404: NO_CART, 503: PROVIDER_DOWN },
  },
  'POST /paypal_execute': {
    summary: 'Capture the approved PayPal order',
    tag: 'checkout',
    access: 'customer',
    body: paypalExecuteBody,
    answer: paymentAnswer,
    errors: { 402: PAYMENT_FAILED, 404: NO_CART, 503: PROVIDER_DOWN },
  },
  'POST /paypal_confirm': {
    summary: 'Read the PayPal order again (after a reload)',
    tag: 'checkout',
    access: 'customer',
    body: cartBody,
    answer: paymentAnswer,
    errors: { 402: PAYMENT_FAILED, 404: NO_CART, 503: PROVIDER_DOWN },
  },
  'POST /order_confirm': {
    summary: 'Place the paid cart’s order',
    tag: 'checkout',
    access: 'customer',
    body: buyBody,
    answer: {
      description: '{ order, cart: null }',
      keys: { order: 'The placed order', cart: 'null' },
    },
    errors: {
      400: NOT_AGREED,
      402: 'PAYMENT_FAILED: the cart is not paid',
      404: NO_CART,
      409: 'SOLD_OUT: stock ran out meanwhile (the payment is refunded)',
    },
  },
  'POST /payment_simulator/v1/payment_intents/{id}/confirm': {
    summary: 'Development: the simulator card form’s confirm, relayed to the simulator',
    tag: 'checkout',
    access: 'public',
    description:
      'The form-encoded body and the answer are the payment simulator’s (docs/api-checkout.md, "The simulator"); it keeps the page’s Content-Security-Policy to this origin.',
    path: { id: simulatorIntentId },
    answer: { description: 'The simulator’s answer, passed on as it is' },
    errors: { 404: 'No payment simulator is configured (always so in production)' },
  },
  'GET /order_payment': {
    summary: 'What a /pay link’s order still owes',
    tag: 'checkout',
    access: 'public',
    query: paymentLinkFields,
    lenientInput: true,
    answer: { description: '{ order }', keys: { order: ORDER_VIEW } },
    errors: { 404: DEAD_LINK },
  },
  'POST /order_payment_create': {
    summary: 'A card payment for what the order owes',
    tag: 'checkout',
    access: 'public',
    body: paymentLinkFields,
    lenientInput: true,
    answer: {
      description: '{ id, clientSecret, publishableKey, amount, currency, status }',
      keys: {
        id: 'The PaymentIntent',
        clientSecret: 'For the browser',
        publishableKey: 'Stripe’s publishable key',
        amount: 'Cents',
        currency: 'EUR',
        status: 'The intent’s status',
      },
    },
    errors: { 404: DEAD_LINK, 409: 'ORDER_ALREADY_PAID: nothing is due', 503: PROVIDER_DOWN },
  },
  'POST /order_payment_confirm': {
    summary: 'Check the balance payment with Stripe',
    tag: 'checkout',
    access: 'public',
    body: paymentLinkFields,
    lenientInput: true,
    answer: { description: '{ order }', keys: { order: ORDER_VIEW } },
    errors: { 402: PAYMENT_FAILED, 404: DEAD_LINK, 503: PROVIDER_DOWN },
  },
};
