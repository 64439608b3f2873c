import { Hono } from 'hono';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { optionalAuth, requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseBody, parseQuery } from '../http/validate';
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

/** The cart calls (docs/api-checkout.md, "Calls"): visitors and customers alike. */
export const cartRoutes = new Hono<AppEnv>()
  .post('/add_cart', optionalAuth, async (c) => {
    const body = await parseBody(c, addCartBody);
    if (!body.cartId) await admitNewCart(c.get('db'), clientAddress(c));
    const { cart, created } = await addToCart(c.get('db'), body, c.get('auth'));
    return c.json({ cart }, created ? 201 : 200);
  })
  .post('/update_cart', optionalAuth, async (c) => {
    const body = await parseBody(c, updateCartBody);
    const cart = await updateCartLine(
      c.get('db'),
      body.cartId,
      body.key,
      body.quantity,
      c.get('auth'),
    );
    return c.json({ cart });
  })
  .post('/refresh_cart', optionalAuth, async (c) => {
    const { cartId, address, addrId, deliveryType, lng } = await parseBody(c, refreshCartBody);
    const cart = await refreshCart(c.get('db'), cartId, c.get('auth'), {
      address: address ?? undefined,
      addrId: addrId ?? undefined,
      deliveryType,
      lng,
    });
    return c.json({ cart });
  })
  .get('/get_cart', optionalAuth, async (c) => {
    const { token } = parseQuery(c, getCartQuery);
    return c.json({ cart: await refreshCart(c.get('db'), token, c.get('auth')) });
  })
  // At sign-in: the customer's open cart back, with this browser's visitor cart merged in.
  .post('/restore_cart', requireCustomer, async (c) => {
    const { cartId, lng } = await parseBody(c, restoreCartBody);
    return c.json({ cart: await restoreCart(c.get('db'), caller(c), cartId, lng) });
  })
  .post('/delete_cart', optionalAuth, async (c) => {
    const { cartId } = await parseBody(c, cartIdBody);
    await deleteCart(c.get('db'), cartId, c.get('auth'));
    return c.json({ cart: null });
  });
