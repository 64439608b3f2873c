import type { ShopCart } from '../../core/cart/shop-cart';
import { getJson, sendJson, type CallerAuth } from '../../state/api-client';
import type { PlacedOrder } from './placed-order';

/** What the browser needs to confirm a card payment (GET payment_config). */
export interface PaymentConfig {
  /** `enabled`: the site's card switch (admin_site_payment); absent means offered. */
  stripe: { enabled?: boolean; publishableKey: string; simulatorUrl: string | null };
  paypal: { enabled: boolean };
}

/** The PaymentIntent stripe_create made for the cart's total, as the browser confirms it. */
export interface CardIntent {
  type: 'STRIPE';
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: string;
}

export interface PaypalApproval {
  type: 'PAYPAL';
  id: string;
  approvalUrl: string;
  returnUrl: string;
  cancelUrl: string;
  status: string;
}

/** PayPal's return to /confirm_paypal: its order id (token) and the payer. */
export interface PaypalReturn {
  token: string;
  PayerID: string;
}

let config: Promise<PaymentConfig> | null = null;

/** Read once per page load; a failed read is tried again next time. */
export function paymentConfig(): Promise<PaymentConfig> {
  config ??= getJson<PaymentConfig>('payment_config').catch((err: unknown) => {
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
export interface TermsAgreed {
  agreeTerms: true;
}

export const stripeCreate = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  sendJson<{ payment: CardIntent; cart: ShopCart | null }>(
    'POST',
    'stripe_create',
    { cartId, ...terms },
    auth,
  );

export const confirmPayment = (cartId: string, auth: CallerAuth) =>
  sendJson<{ cart: ShopCart | null }>('POST', 'confirm_payment', { cartId }, auth);

export const paypalCreate = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  sendJson<{ payment: PaypalApproval }>('POST', 'paypal_create', { cartId, ...terms }, auth);

export const paypalExecute = (cartId: string, back: PaypalReturn, auth: CallerAuth) =>
  sendJson<{ cart: ShopCart | null }>('POST', 'paypal_execute', { cartId, ...back }, auth);

export const orderConfirm = (cartId: string, terms: TermsAgreed, auth: CallerAuth) =>
  sendJson<{ order: PlacedOrder }>('POST', 'order_confirm', { cartId, ...terms }, auth);
