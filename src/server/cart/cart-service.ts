import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { cartExpiresOn, isCartExpired } from '../../core/cart/cart-expiry';
import { addCartLine } from '../../core/cart/price-cart';
import type { ShopCart } from '../../core/cart/shop-cart';
import type { Language } from '../../core/routes/languages';
import { isRowId } from '../account/ids';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { DomainError, notFound } from '../../core/domain-error';
import { changesCart, requestedAddress, type CartChanges } from './cart-address';
import { resolveChoice, type CartItemRequest } from './cart-choice';
import { rowKey, storedLine, type LineInput } from './cart-lines';
import { presentAsStored, repriceAndSave, shopPricing } from './cart-reprice';
import { lockCartByToken, readCartByToken, readCartItems, readOrder } from './cart-store';
import { insertCart, removeCart } from '../orders/cart-rows';
import type { OrderItemRow, OrderRow } from '../db/rows';
import type { Tx } from '../db/transaction';
import { isCartToken, newCartToken } from './cart-token';

export type { CartChanges } from './cart-address';

const cartNotFound = () => notFound('That cart');
const cartPaid = () => new DomainError('conflict', 'CART_PAID', API_ERROR_MESSAGES.CART_PAID);

/**
 * The ownership and life rules of docs/api-checkout.md, "The cart token": a placed, closed or
 * expired cart, and a customer's cart asked for by anyone else, all answer the same 404.
 */
function openFor(order: OrderRow | undefined, auth: AuthUser | undefined, now: Date): OrderRow {
  if (!order || order.placedAt !== null || order.status !== 'O') throw cartNotFound();
  if (isCartExpired(order.expiresOn, now)) throw cartNotFound();
  if (order.customerId !== null && order.customerId !== auth?.customerId) throw cartNotFound();
  return order;
}

/** The open cart of this token for this caller (404 otherwise); nothing is changed. */
export async function findOpenCart(
  db: Db,
  cartId: string,
  auth: AuthUser | undefined,
): Promise<OrderRow> {
  if (!isCartToken(cartId)) throw cartNotFound();
  return openFor(await readCartByToken(db, cartId), auth, new Date());
}

export async function presentStoredCart(db: Db, orderId: string): Promise<ShopCart> {
  const order = isRowId(orderId) ? await readOrder(db, orderId) : undefined;
  if (!order) throw cartNotFound();
  return presentAsStored(db, order, new Date());
}

/**
 * refresh_cart and get_cart: the open cart, claimed by a signed-in caller, with the changes
 * applied and every figure recomputed and stored. A paid cart is only read: its order is being
 * placed for what was paid.
 */
export async function refreshCart(
  db: Db,
  cartId: string,
  auth: AuthUser | undefined,
  changes: CartChanges = {},
): Promise<ShopCart | null> {
  if (!isCartToken(cartId)) throw cartNotFound();
  const pricing = await shopPricing(db);
  const now = new Date();
  return db.transaction(async (tx) => {
    const order = openFor(await lockCartByToken(tx, cartId), auth, now);
    if (order.paymentStatus === 'P') {
      if (changesCart(order, changes)) throw cartPaid();
      return presentAsStored(tx, order, now);
    }
    const address = await requestedAddress(tx, changes, auth);
    const stored = await readCartItems(tx, order.id);
    const { cart } = await repriceAndSave(tx, {
      order,
      stored,
      lines: stored.map(storedLine),
      auth,
      address,
      deliveryType: changes.deliveryType,
      lng: changes.lng,
      pricing,
      now,
    });
    return cart;
  });
}

async function lockChangeable(
  tx: Tx,
  cartId: string,
  auth: AuthUser | undefined,
  now: Date,
): Promise<OrderRow> {
  if (!isCartToken(cartId)) throw cartNotFound();
  const order = openFor(await lockCartByToken(tx, cartId), auth, now);
  if (order.paymentStatus === 'P') throw cartPaid();
  return order;
}

export interface AddToCart {
  cartId?: string | null;
  lng?: Language;
  item: CartItemRequest;
}

/**
 * add_cart: into the caller's cart, or a new one (created: true). The same choice again adds
 * to its line. Nothing is stored when the product cannot be bought at all.
 */
export async function addToCart(
  db: Db,
  request: AddToCart,
  auth: AuthUser | undefined,
): Promise<{ cart: ShopCart; created: boolean }> {
  const { productId, choice } = await resolveChoice(db, request.item);
  const pricing = await shopPricing(db);
  const now = new Date();
  return db.transaction(async (tx) => {
    let order: OrderRow;
    let stored: OrderItemRow[] = [];
    if (request.cartId) {
      order = await lockChangeable(tx, request.cartId, auth, now);
      stored = await readCartItems(tx, order.id);
    } else {
      order = await insertCart(tx, {
        cartId: newCartToken(),
        dateAdded: now,
        expiresOn: cartExpiresOn(now),
        status: 'O',
        paymentStatus: 'U',
        lng: request.lng ?? 'en',
        customerId: auth?.customerId ?? null,
        customerEmail: auth?.email ?? '',
        currency: pricing.currency,
        taxIncluded: pricing.taxIncluded,
      });
    }
    const { lines, line } = addCartLine(stored.map(storedLine), {
      ...choice,
      productId,
      quantity: request.item.quantity,
    } satisfies LineInput);
    const { cart, priced } = await repriceAndSave(tx, {
      order,
      stored,
      lines,
      auth,
      lng: request.lng,
      pricing,
      now,
    });
    const dropped = priced.dropped.find((entry) => entry.line === line);
    if (dropped?.code === 'REMOVED') throw notFound('That product');
    if (dropped || !cart) {
      throw new DomainError('conflict', 'OUT_OF_STOCK', API_ERROR_MESSAGES.OUT_OF_STOCK);
    }
    return { cart, created: !request.cartId };
  });
}

/** update_cart: a line's new quantity (clamped like every quantity); 0 removes the line. */
export async function updateCartLine(
  db: Db,
  cartId: string,
  key: string,
  quantity: number,
  auth: AuthUser | undefined,
): Promise<ShopCart | null> {
  const pricing = await shopPricing(db);
  const now = new Date();
  return db.transaction(async (tx) => {
    const order = await lockChangeable(tx, cartId, auth, now);
    const stored = await readCartItems(tx, order.id);
    const target = stored.find((row) => rowKey(row) === key);
    if (!target) throw notFound('That cart line');
    const lines = stored
      .filter((row) => quantity > 0 || row !== target)
      .map((row) => (row === target ? { ...storedLine(row), quantity } : storedLine(row)));
    if (lines.length === 0) {
      await removeCart(tx, order, now);
      return null;
    }
    const { cart } = await repriceAndSave(tx, { order, stored, lines, auth, pricing, now });
    return cart;
  });
}

/** delete_cart: the whole cart goes. */
export async function deleteCart(
  db: Db,
  cartId: string,
  auth: AuthUser | undefined,
): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const order = await lockChangeable(tx, cartId, auth, now);
    await removeCart(tx, order, now);
  });
}
