/*
 * Words the document uses for the cart, shared by the cart calls and the checkout calls that
 * answer the cart too (docs/api-checkout.md).
 */

export { CART_DESCRIPTION } from '../../core/cart/shop-cart';
export const NO_CART =
  'Not an open cart of the caller (unknown, expired, placed or someone else’s)';
export const CART_PAID = 'CART_PAID: the cart is paid and waits to be placed';
