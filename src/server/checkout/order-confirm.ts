import { ERROR_MESSAGES } from '../../core/errors';
import { refreshCart } from '../cart/cart-service';
import { ownedOpenCart, ownPlacedOrder } from '../cart/owned-cart';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { DomainError, notFound } from '../../core/domain-error';
import { SoldOutError, unpaidRefusal } from '../payments/unpaid-refusal';
import type { BuyRequest } from './checkout-schemas';
import { placePaidCart } from './place-paid-cart';
import { placedOrderView, type PlacedOrderView } from './placed-order-view';

/**
 * order_confirm: places the caller's paid cart (see placePaidCart), with the buyer's agreement
 * to the terms the body carries (the route refuses a body without it). Asked again for a cart
 * that is already their order, it answers that order again, with no second mail or stock
 * change.
 */
export async function orderConfirm(
  db: Db,
  auth: AuthUser,
  { cartId, agreeTerms }: BuyRequest,
): Promise<{ order: PlacedOrderView; cart: null }> {
  const placedBefore = await placedAnswer(db, cartId, auth);
  if (placedBefore) return placedBefore;

  let orderId: string;
  try {
    orderId = (await ownedOpenCart(db, cartId, auth)).id;
  } catch (err) {
    // The other call (a second click, the Stripe webhook) may have placed it just now.
    if (err instanceof DomainError && err.kind === 'not-found') {
      const placedMeanwhile = await placedAnswer(db, cartId, auth);
      if (placedMeanwhile) return placedMeanwhile;
    }
    throw err;
  }
  const outcome = await placePaidCart(db, orderId, auth.customerId, agreeTerms);
  switch (outcome) {
    case 'placed':
      return { order: await placedOrderView(db, orderId), cart: null };
    case 'sold-out':
      throw new SoldOutError(await refreshCart(db, cartId, auth));
    case 'not-agreed':
      // Only without an agreement, which this call's body always carries.
      throw new DomainError('invalid', 'AGREE_TERMS', ERROR_MESSAGES.AGREE_TERMS);
    case 'closed': {
      const placedMeanwhile = await placedAnswer(db, cartId, auth);
      if (placedMeanwhile) return placedMeanwhile;
      throw notFound('That cart');
    }
    default:
      throw await unpaidRefusal(db, orderId, cartId, auth);
  }
}

async function placedAnswer(
  db: Db,
  cartId: string,
  auth: AuthUser,
): Promise<{ order: PlacedOrderView; cart: null } | null> {
  const placed = await ownPlacedOrder(db, cartId, auth);
  return placed ? { order: await placedOrderView(db, placed.id), cart: null } : null;
}
