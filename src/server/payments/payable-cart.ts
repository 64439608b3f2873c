import { API_ERROR_MESSAGES } from '../../core/api-errors';
import type { ShopCart } from '../../core/cart/shop-cart';
import { refreshCart } from '../cart/cart-service';
import type { Db } from '../db/client';
import type { AuthUser } from '../../core/customers/auth-user';
import { DomainError, notFound } from '../../core/domain-error';

/**
 * The caller's cart re-priced from the database now (refreshCart also makes a visitor's cart
 * the caller's), refused when there is nothing to pay for or nowhere to deliver. The payment
 * is made for this cart's figures, never for anything the client sent.
 */
export async function payableCart(db: Db, cartId: string, auth: AuthUser): Promise<ShopCart> {
  const cart = await refreshCart(db, cartId, auth);
  if (!cart || cart.items.length === 0) {
    throw new DomainError('invalid', 'CART_EMPTY', API_ERROR_MESSAGES.CART_EMPTY);
  }
  if (cart.customer.customerId !== auth.customerId) throw notFound('That cart');
  if (!cart.address) {
    throw new DomainError(
      'invalid',
      'DELIVERY_ADDRESS_NEEDED',
      API_ERROR_MESSAGES.DELIVERY_ADDRESS_NEEDED,
    );
  }
  return cart;
}
