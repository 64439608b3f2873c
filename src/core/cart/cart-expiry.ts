import { CART_EXPIRY_MS } from '../constants';

export { CART_EXPIRY_MS };

/** Spec section 9: "Cart expires 432000000 ms (5 days) after creation." */
export function cartExpiresOn(created: Date): Date {
  if (Number.isNaN(created.getTime())) throw new RangeError('invalid cart creation date');
  return new Date(created.getTime() + CART_EXPIRY_MS);
}

/**
 * The expiry instant itself already counts as expired, so "expires after 5 days" never grants a
 * cart a sixth day by a millisecond.
 */
export function isCartExpired(expiresOn: Date, now: Date): boolean {
  return now.getTime() >= expiresOn.getTime();
}
