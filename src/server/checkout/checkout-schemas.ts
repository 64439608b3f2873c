import * as z from 'zod';

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

/** What PayPal appends to the return URL: its order id (token) and the payer's id. */
export const paypalExecuteBody = z.object({
  cartId,
  token: z.string({ error: 'Send the PayPal token' }).trim().min(1).max(100),
  PayerID: z.string().trim().max(100).optional(),
});
