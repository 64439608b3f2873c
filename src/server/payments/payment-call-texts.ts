/*
 * Words the document uses for the payment calls, shared by checkout's and the pay link's
 * (docs/api-checkout.md, docs/api-admin.md).
 */

export const PAYMENT_FAILED = 'PAYMENT_FAILED: the payment did not go through (the cart is intact)';
export const PROVIDER_DOWN =
  'PAYMENT_UNAVAILABLE: the payment settings are unusable or the method is off';
