import * as z from 'zod';
import { cartAnswerSchema, shopCartSchema } from '../../core/cart/shop-cart';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { Reply, defineRoute, schemaAnswer } from '../http/route/define-route';
import { CART_DESCRIPTION, CART_PAID, NO_CART } from './cart-call-texts';
import {
  addCartBody,
  cartIdBody,
  getCartQuery,
  refreshCartBody,
  restoreCartBody,
  updateCartBody,
} from './cart-schemas';
import { admitNewCart } from './cart-creation-limit';
import { restoreCart } from './cart-restore';
import { addToCart, deleteCart, refreshCart, updateCartLine } from './cart-service';

/* The cart calls (docs/api-checkout.md, "Calls"): visitors and customers alike. */

const cartAnswer = schemaAnswer({ description: '{ cart }', schema: cartAnswerSchema });

export const addCart = defineRoute(
  {
    method: 'POST',
    path: '/add_cart',
    summary: 'Add a product to the cart, making one when needed',
    tag: 'cart',
    access: 'visitor',
    body: addCartBody,
    answer: { ...cartAnswer, description: '{ cart } (201 when a new cart was made)' },
    errors: {
      404: `Unknown or deleted sku, or ${NO_CART}`,
      409: `OUT_OF_STOCK, or ${CART_PAID}`,
      429: 'TOO_MANY_REQUESTS: too many new carts from this address, with Retry-After',
    },
  },
  async (c, { body }) => {
    if (!body.cartId) await admitNewCart(c.get('db'), clientAddress(c));
    const { cart, created } = await addToCart(c.get('db'), body, c.get('auth'));
    return new Reply({ cart }, created ? 201 : 200);
  },
);

export const updateCart = defineRoute(
  {
    method: 'POST',
    path: '/update_cart',
    summary: 'Change a line’s quantity (0 removes it)',
    tag: 'cart',
    access: 'visitor',
    body: updateCartBody,
    answer: cartAnswer,
    errors: { 404: `A key not in the cart, or ${NO_CART}`, 409: CART_PAID },
  },
  async (c, { body: { cartId, key, quantity } }) => ({
    cart: await updateCartLine(c.get('db'), cartId, key, quantity, c.get('auth')),
  }),
);

export const refreshCartCall = defineRoute(
  {
    method: 'POST',
    path: '/refresh_cart',
    summary: 'Reprice the cart; set its delivery address and type',
    tag: 'cart',
    access: 'visitor',
    body: refreshCartBody,
    answer: cartAnswer,
    errors: {
      401: 'addrId without sign-in',
      404: `addrId not the caller’s, or ${NO_CART}`,
      409: CART_PAID,
    },
  },
  async (c, { body: { cartId, address, addrId, deliveryType, lng } }) => ({
    cart: await refreshCart(c.get('db'), cartId, c.get('auth'), {
      address: address ?? undefined,
      addrId: addrId ?? undefined,
      deliveryType,
      lng,
    }),
  }),
);

export const getCart = defineRoute(
  {
    method: 'GET',
    path: '/get_cart',
    summary: 'The cart, repriced',
    tag: 'cart',
    access: 'visitor',
    query: getCartQuery,
    answer: cartAnswer,
    errors: { 404: NO_CART },
  },
  async (c, { query: { token } }) => ({
    cart: await refreshCart(c.get('db'), token, c.get('auth')),
  }),
);

export const deleteCartCall = defineRoute(
  {
    method: 'POST',
    path: '/delete_cart',
    summary: 'Delete the cart',
    tag: 'cart',
    access: 'visitor',
    body: cartIdBody,
    answer: schemaAnswer({
      description: '{ cart: null }',
      schema: z.object({ cart: z.null().describe('null') }),
    }),
    errors: { 404: NO_CART, 409: CART_PAID },
  },
  async (c, { body: { cartId } }) => {
    await deleteCart(c.get('db'), cartId, c.get('auth'));
    return { cart: null };
  },
);

export const restoreCartCall = defineRoute(
  {
    method: 'POST',
    path: '/restore_cart',
    summary: 'At sign-in: the customer’s open cart back, the browser’s visitor cart merged in',
    tag: 'cart',
    access: 'customer',
    description:
      'Same choices add their quantities (held to the stock), the visitor’s cart is deleted; with no saved cart the browser’s becomes the customer’s. A cart token that is not a takeable open cart is ignored.',
    body: restoreCartBody,
    answer: schemaAnswer({
      description: cartAnswer.description,
      schema: z.object({
        cart: shopCartSchema
          .nullable()
          .describe(`${CART_DESCRIPTION}; null when neither cart exists`),
      }),
    }),
    errors: {},
  },
  async (c, { body: { cartId, lng } }) => ({
    cart: await restoreCart(c.get('db'), caller(c), cartId, lng),
  }),
);

/** In the document's order (tag cart, then by what a visitor does first). */
export const CART_ROUTES = [
  addCart,
  updateCart,
  refreshCartCall,
  getCart,
  deleteCartCall,
  restoreCartCall,
] as const;
