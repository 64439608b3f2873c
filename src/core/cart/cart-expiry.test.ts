import { describe, expect, it } from 'vitest';
import { CART_EXPIRY_MS, cartExpiresOn, isCartExpired } from './cart-expiry';

describe('spec 9: "Cart expires 432000000 ms (5 days) after creation."', () => {
  const created = new Date('2025-01-06T10:00:00.000Z');

  it('is 432000000 ms, which is 5 days', () => {
    expect(CART_EXPIRY_MS).toBe(432000000);
    expect(CART_EXPIRY_MS).toBe(5 * 24 * 60 * 60 * 1000);
  });

  it('expires 5 days after creation', () => {
    expect(cartExpiresOn(created).toISOString()).toBe('2025-01-11T10:00:00.000Z');
  });

  it('is not expired one millisecond before expiry', () => {
    const expiresOn = cartExpiresOn(created);
    expect(isCartExpired(expiresOn, new Date(expiresOn.getTime() - 1))).toBe(false);
  });

  it('is expired exactly at expiry', () => {
    const expiresOn = cartExpiresOn(created);
    expect(isCartExpired(expiresOn, new Date(expiresOn.getTime()))).toBe(true);
  });

  it('is expired after expiry', () => {
    expect(isCartExpired(cartExpiresOn(created), new Date('2025-02-01T00:00:00Z'))).toBe(true);
  });

  it('rejects an invalid creation date', () => {
    expect(() => cartExpiresOn(new Date('nope'))).toThrow(RangeError);
  });
});
