import { randomBytes } from 'node:crypto';

/** 24 random bytes: unguessable, since whoever holds a visitor's token holds the cart. */
export const CART_TOKEN_BYTES = 24;

export function newCartToken(): string {
  return randomBytes(CART_TOKEN_BYTES).toString('base64url');
}

/**
 * Tokens the shop could have issued (its own, and older hex ones); anything else names no
 * cart and is answered 404 without a query.
 */
export function isCartToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{16,128}$/.test(value);
}
