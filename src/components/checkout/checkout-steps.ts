/** Spec 1: "They check out in three steps (delivery address, payment method, place order)." */
export const CHECKOUT_STEPS = ['delivery', 'payment', 'review'] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];
