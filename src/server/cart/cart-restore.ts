import { addCartLine } from '../../core/cart/price-cart';
import type { ShopCart } from '../../core/cart/shop-cart';
import { isCartExpired } from '../../core/cart/cart-expiry';
import type { Language } from '../../core/routes/languages';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { storedLine, type LineInput } from './cart-lines';
import { repriceAndSave, shopPricing } from './cart-reprice';
import { lockCartByToken, lockOpenCartOf, readCartItems } from './cart-store';
import { removeCart } from '../orders/cart-rows';
import type { OrderRow } from '../db/rows';
import type { Tx } from '../db/transaction';
import { isCartToken } from './cart-token';

/**
 * The browser's cart, when a login may take it: open, unpaid, unexpired, and a visitor's or
 * already this customer's. Anything else is not the caller's to bring along and is ignored.
 */
async function takeableCart(
  tx: Tx,
  cartId: string | null | undefined,
  auth: AuthUser,
  now: Date,
): Promise<OrderRow | undefined> {
  if (!cartId || !isCartToken(cartId)) return undefined;
  const order = await lockCartByToken(tx, cartId);
  if (!order || order.placedAt !== null || order.status !== 'O') return undefined;
  if (order.paymentStatus === 'P' || isCartExpired(order.expiresOn, now)) return undefined;
  if (order.customerId !== null && order.customerId !== auth.customerId) return undefined;
  return order;
}

/**
 * restore_cart, at sign-in: the customer's open cart comes back, in this browser or any other.
 * A cart the browser made meanwhile (as a visitor) is merged into it: the same choice adds its
 * quantity to that line, a new one goes at the end, and pricing then holds every quantity to
 * the stock there is (QUANTITY_REDUCED says so); the visitor's cart is then deleted. With no
 * saved cart the browser's becomes the customer's. Answers the cart (repriced) or null.
 */
export async function restoreCart(
  db: Db,
  auth: AuthUser,
  browserCartId: string | null | undefined,
  lng?: Language,
): Promise<ShopCart | null> {
  const pricing = await shopPricing(db);
  const now = new Date();
  return db.transaction(async (tx) => {
    // The browser's cart first, then the saved one: always in this order, so two logins at
    // once wait for each other instead of deadlocking.
    const browser = await takeableCart(tx, browserCartId, auth, now);
    const saved = await lockOpenCartOf(tx, auth.customerId, now);
    const target = saved ?? browser;
    if (!target) return null;
    const stored = await readCartItems(tx, target.id);
    let lines: LineInput[] = stored.map(storedLine);
    if (browser && saved && browser.id !== saved.id) {
      for (const row of await readCartItems(tx, browser.id)) {
        // A line of the other cart is a new line here: it has no row in this one.
        const { rowId: _elsewhere, ...line } = storedLine(row);
        lines = addCartLine(lines, line).lines;
      }
      await removeCart(tx, browser, now);
    }
    const { cart } = await repriceAndSave(tx, {
      order: target,
      stored,
      lines,
      auth,
      lng,
      pricing,
      now,
    });
    return cart;
  });
}
