import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { DomainError, notFound } from '../../core/domain-error';
import { findOpenCart } from './cart-service';
import type { OrderRow } from '../db/rows';
import { readCartByToken } from './cart-store';
import { isCartToken } from './cart-token';

const cartNotFound = () => notFound('That cart');

/**
 * The caller's own open cart. Checkout needs an owner: stripe_create and paypal_create claim a
 * visitor's cart for the caller (refreshCart does), so a cart nobody claimed, or somebody
 * else's, answers 404 like a cart that does not exist.
 */
export async function ownedOpenCart(db: Db, cartId: string, auth: AuthUser): Promise<OrderRow> {
  const order = await findOpenCart(db, cartId, auth);
  if (order.customerId !== auth.customerId) throw cartNotFound();
  return order;
}

/** The caller's order placed from this cart, if it is one (order_confirm answers it again). */
export async function ownPlacedOrder(
  db: Db,
  cartId: string,
  auth: AuthUser,
): Promise<OrderRow | undefined> {
  if (!isCartToken(cartId)) return undefined;
  const order = await readCartByToken(db, cartId);
  return order?.placedAt && order.customerId === auth.customerId ? order : undefined;
}

/**
 * The cart a payment call is about: the caller's open cart, or the order it already became.
 * The Stripe webhook can place the order between the card's success in the browser and the
 * browser's confirm_payment; that order is paid (payment status P), so the call answers paid.
 */
export async function ownedCartOrOrder(db: Db, cartId: string, auth: AuthUser): Promise<OrderRow> {
  try {
    return await ownedOpenCart(db, cartId, auth);
  } catch (err) {
    if (!(err instanceof DomainError) || err.kind !== 'not-found') throw err;
    const placed = await ownPlacedOrder(db, cartId, auth);
    if (!placed) throw err;
    return placed;
  }
}
