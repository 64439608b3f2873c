import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopCart } from '../../core/cart/shop-cart';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { refreshCart } from '../cart/cart-service';
import type { Db } from '../db/client';
import { orderEvents } from '../db/schema';
import type { AuthUser } from '../../core/customers/auth-user';
import { DomainError } from '../../core/domain-error';
import { paymentFailed } from './provider-errors';

/** 409 SOLD_OUT with the cart as it is now (re-priced, sold-out lines gone), for the client. */
export class SoldOutError extends DomainError {
  constructor(readonly cart: ShopCart | null) {
    super('conflict', 'SOLD_OUT', API_ERROR_MESSAGES.SOLD_OUT);
  }

  override toJSON() {
    return { ...super.toJSON(), cart: this.cart };
  }
}

/**
 * Why the cart is not paid: when its payment was given back because the stock ran out (the
 * Stripe webhook tried to place it first), the shopper is told so with the cart as it is now,
 * 409 SOLD_OUT as order_confirm tells it; otherwise the payment did not go through. With
 * `paymentId` (the PaymentIntent just looked at) only that payment's fate counts; without,
 * the cart has no payment left and its last payment event decides.
 */
export async function unpaidRefusal(
  db: Db,
  orderId: string,
  cartId: string,
  auth: AuthUser,
  paymentId?: string,
): Promise<DomainError> {
  const which =
    paymentId === undefined
      ? inArray(orderEvents.action, ['paid', 'sold_out'])
      : and(
          eq(orderEvents.action, 'sold_out'),
          sql`${orderEvents.details}->>'paymentId' = ${paymentId}`,
        );
  const [last] = await db
    .select({ action: orderEvents.action })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), which))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  if (last?.action === 'sold_out') return new SoldOutError(await refreshCart(db, cartId, auth));
  return paymentFailed();
}
