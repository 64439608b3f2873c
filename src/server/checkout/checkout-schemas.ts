import * as z from 'zod';
import { checkoutTermsSchema } from '../../core/validation/checkout-terms';

/**
 * Bodies of the checkout calls. A client may post its whole cart object: only cartId is read,
 * so no price, total or payment id it sends reaches the server's decisions.
 */
const cartId = z
  .string({ error: 'Send the cart token' })
  .trim()
  .min(1, 'Send the cart token')
  .max(200, 'Send the cart token');

export const cartBody = z.object({ cartId });

/**
 * The calls a buyer makes to buy (stripe_create, paypal_create, order_confirm) carry their
 * agreement to the Terms and Conditions (spec 5), `agreeTerms: true`, the checkout form's own
 * rule; anything else is 400 AGREE_TERMS. Only the agreement is read: its time is the server's.
 */
export const buyBody = cartBody.extend(checkoutTermsSchema.shape);
export type BuyRequest = z.output<typeof buyBody>;

/** What PayPal appends to the return URL: its order id (token) and the payer's id. */
export const paypalExecuteBody = z.object({
  cartId,
  token: z.string({ error: 'Send the PayPal token' }).trim().min(1).max(100),
  PayerID: z.string().trim().max(100).optional(),
});

/** GET checkout_order: the provider's payment id (a Stripe PaymentIntent, a PayPal order). */
export const checkoutOrderQuery = z.object({
  paymentId: z.string({ error: 'Send the payment id' }).trim().min(1).max(200),
});
