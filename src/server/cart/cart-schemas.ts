import * as z from 'zod';
import { DELIVERY_TYPES } from '../../core/delivery/delivery-fee';
import { SITE_LANGUAGES } from '../../core/routes/languages';
import { addressSchema } from '../../core/validation/address';

/**
 * Bodies of the cart calls. Objects strip what they do not name, so prices, totals and stock a
 * client sends (or a whole cart object posted back) never reach the service.
 */

/** More than any shop sells in one line; the real ceiling is the stock. */
export const MAX_LINE_QUANTITY = 10_000;

const cartId = z
  .string({ error: 'Send the cart token' })
  .trim()
  .min(1, 'Send the cart token')
  .max(200, 'Send the cart token');
const lng = z.enum(SITE_LANGUAGES);
const choiceText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export const addCartBody = z.object({
  cartId: cartId.nullish(),
  lng: lng.optional(),
  item: z.object({
    sku: z.string({ error: 'Enter a product code' }).trim().min(1, 'Enter a product code').max(64),
    quantity: z
      .number({ error: 'Enter a quantity' })
      .int('Enter a whole quantity')
      .min(1, 'Enter a quantity of at least 1')
      .max(MAX_LINE_QUANTITY),
    size: choiceText(10).optional(),
    color: choiceText(100).optional(),
    style: choiceText(100).optional(),
    pack: choiceText(200).optional(),
  }),
});

export const updateCartBody = z.object({
  cartId,
  key: z.string({ error: 'Choose a cart line' }).min(1, 'Choose a cart line').max(600),
  quantity: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole quantity')
    .min(0, 'Enter a quantity of 0 or more')
    .max(MAX_LINE_QUANTITY),
});

export const refreshCartBody = z.object({
  cartId,
  lng: lng.optional(),
  // null is what a posted cart without an address carries: no change.
  address: addressSchema.omit({ addrId: true }).nullish(),
  addrId: z.string().trim().min(1).max(64).nullish(),
  deliveryType: z.enum(DELIVERY_TYPES).optional(),
});

export const cartIdBody = z.object({ cartId });

/** restore_cart: the browser's cart token, if it has one (a visitor's cart to merge). */
export const restoreCartBody = z.object({ cartId: cartId.nullish(), lng: lng.optional() });

export const getCartQuery = z.object({ token: cartId });
