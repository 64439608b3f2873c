import { describe, expect, it } from 'vitest';
import { parsePersistedShop } from './persisted-shop';

describe('persisted shop', () => {
  it('reads the cart and age flag back, defaulting confirmAge to false', () => {
    const cart = { currency: 'EUR', dateAdded: 'a', expiresOn: 'b', items: [] };
    expect(parsePersistedShop(JSON.stringify({ confirmAge: true, customerCart: cart }))).toEqual({
      confirmAge: true,
      customerCart: cart,
    });
    expect(parsePersistedShop(null)).toEqual({ confirmAge: false, customerCart: null });
  });

  it('ignores broken or foreign storage', () => {
    expect(parsePersistedShop('{nope')).toEqual({ confirmAge: false, customerCart: null });
    expect(parsePersistedShop('{"confirmAge":"yes","customerCart":{"items":1}}')).toEqual({
      confirmAge: false,
      customerCart: null,
    });
  });
});
