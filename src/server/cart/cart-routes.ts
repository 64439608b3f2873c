import { Hono } from 'hono';
import { optionalAuth } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseBody, parseQuery } from '../http/validate';
import {
  addCartBody,
  cartIdBody,
  getCartQuery,
  refreshCartBody,
  updateCartBody,
} from './cart-schemas';
import { addToCart, deleteCart, refreshCart, updateCartLine } from './cart-service';

/** The cart calls (docs/api-checkout.md, "Calls"): visitors and customers alike. */
export const cartRoutes = new Hono<AppEnv>()
  .post('/add_cart', optionalAuth, async (c) => {
    const body = await parseBody(c, addCartBody);
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
  .post('/delete_cart', optionalAuth, async (c) => {
    const { cartId } = await parseBody(c, cartIdBody);
    await deleteCart(c.get('db'), cartId, c.get('auth'));
    return c.json({ cart: null });
  });
