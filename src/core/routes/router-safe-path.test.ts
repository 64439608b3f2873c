import { describe, expect, it } from 'vitest';
import { routerSafePath } from './router-safe-path';

describe("routerSafePath: addresses Gatsby's router can read", () => {
  it('leaves readable addresses alone, encoded letters included', () => {
    for (const path of [
      '/',
      '/shop/leather',
      '/it/shop/caff%C3%A8',
      '/category/Bags',
      '/shop/a%20b',
    ]) {
      expect(routerSafePath(path)).toBeNull();
    }
  });

  it('turns an escaped % into _ (/shop/%25%25%25 threw "URI malformed")', () => {
    expect(routerSafePath('/shop/%25%25%25')).toBe('/shop/___');
    expect(routerSafePath('/it/shop/50%25_off')).toBe('/it/shop/50__off');
  });

  it('turns a stray % and an escape that is no character into _', () => {
    expect(routerSafePath('/shop/100%')).toBe('/shop/100_');
    expect(routerSafePath('/shop/%E0%A4%A')).toBe('/shop/___A');
    expect(routerSafePath('/shop/%C3%A8%E0')).toBe('/shop/___');
  });

  it('always gives an address the router can read', () => {
    for (const path of ['/shop/%25%25%25', '/shop/%', '/shop/%E0', '/x/%25%E0%41%']) {
      const safe = routerSafePath(path) ?? path;
      expect(() => decodeURIComponent(decodeURIComponent(safe))).not.toThrow();
    }
  });
});
