import type {
  confirmPaymentCall,
  orderConfirmCall,
  paypalCreateCall,
  paypalExecuteCall,
  stripeCreateCall,
} from '../../server/checkout/checkout-routes';
import type { AnswerOf, BodyOf } from '../../server/http/route/define-route';
import type { paymentConfigCall } from '../../server/payments/payment-config-routes';
import type { StripePaymentAnswer } from '../../server/payments/stripe-payments';
import { apiGet, apiPost, type CallerAuth } from '../../state/api-client';

/*
 * The checkout calls' bodies and answers come from their declarations
 * (server/checkout/checkout-routes.ts): type-only imports, so no server code reaches the browser.
 */

/** What the browser needs to confirm a card payment (GET payment_config). */
export type PaymentConfig = AnswerOf<typeof paymentConfigCall>;

/** A PaymentIntent the card forms confirm: stripe_create's (or a pay link's), its secret given. */
export type CardIntent = StripePaymentAnswer & { clientSecret: string };

/**
 * The intent a card form can confirm, or null: a cart already paid answers its payment instead
 * of a new intent, and Stripe types an intent's client secret as possibly missing.
 */
export function cardIntent(
  payment: AnswerOf<typeof stripeCreateCall>['payment'] | StripePaymentAnswer,
): CardIntent | null {
  return 'clientSecret' in payment && payment.clientSecret !== null
    ? { ...payment, clientSecret: payment.clientSecret }
    : null;
}

/** PayPal's return to /confirm_paypal: its order id (token) and the payer. */
export type PaypalReturn = Omit<BodyOf<typeof paypalExecuteCall>, 'cartId'>;

let config: Promise<PaymentConfig> | null = null;

/** Read once per page load; a failed read is tried again next time. */
export function paymentConfig(): Promise<PaymentConfig> {
  config ??= apiGet<typeof paymentConfigCall>('payment_config').catch((err: unknown) => {
    config = null;
    throw err;
  });
  return config;
}

/**
 * The shopper's agreement to the Terms and Conditions (spec 5), sent with every call that buys:
 * starting a payment and placing the order. The server refuses those calls without it and
 * keeps the time it was given (docs/api-checkout.md).
 */
export type TermsAgreed = Omit<BodyOf<typeof stripeCreateCall>, 'cartId'>;

export const stripeCreate = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  apiPost<typeof stripeCreateCall>('stripe_create', { cartId, ...terms }, auth);

export const confirmPayment = (cartId: string, auth: CallerAuth) =>
  apiPost<typeof confirmPaymentCall>('confirm_payment', { cartId }, auth);

export const paypalCreate = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  apiPost<typeof paypalCreateCall>('paypal_create', { cartId, ...terms }, auth);

export const paypalExecute = (cartId: string, back: PaypalReturn, auth: CallerAuth) =>
  apiPost<typeof paypalExecuteCall>('paypal_execute', { cartId, ...back }, auth);

export const orderConfirm = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  apiPost<typeof orderConfirmCall>('order_confirm', { cartId, ...terms }, auth);
