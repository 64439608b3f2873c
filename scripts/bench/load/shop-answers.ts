import type { ShopCart } from '../../../src/core/cart/shop-cart';

/** The API's answers as the bench reads them: the shapes in docs/api-checkout.md. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `{ cart }` of a cart call, or null when the answer has none. */
export function cartOf(body: unknown): ShopCart | null {
  if (!isObject(body) || !isObject(body.cart)) return null;
  const cart = body.cart;
  return typeof cart.cartId === 'string' && Array.isArray(cart.items)
    ? (cart as unknown as ShopCart)
    : null;
}

/** stripe_create's PaymentIntent: its id and the client secret the card is confirmed with. */
export function stripePaymentOf(body: unknown): { id: string; clientSecret: string } | null {
  if (!isObject(body) || !isObject(body.payment)) return null;
  const { id, clientSecret } = body.payment;
  return typeof id === 'string' && typeof clientSecret === 'string' ? { id, clientSecret } : null;
}

/** order_confirm's placed order. */
export function placedOrderOf(body: unknown): { id: string; orderNo: number } | null {
  if (!isObject(body) || !isObject(body.order)) return null;
  const { _id: id, orderNo } = body.order;
  return typeof id === 'string' && typeof orderNo === 'number' ? { id, orderNo } : null;
}

/** The simulator's PaymentIntent status after a confirm. */
export function intentStatusOf(body: unknown): string {
  return isObject(body) && typeof body.status === 'string' ? body.status : '';
}
