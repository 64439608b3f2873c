import { describe, expect, it } from 'vitest';
import { isShopCart, parsePersistedShop } from './persisted-shop';
import { makeCartItem, makeShopCart } from './testing/make-shop-cart';

const BEFORE_EXPIRY = new Date('2025-03-03T00:00:00.000Z');
const saved = (value: unknown) => JSON.stringify(value);

describe('persisted shop', () => {
  it('reads the server cart and the age flag back', () => {
    const cart = makeShopCart();
    expect(
      parsePersistedShop(saved({ confirmAge: true, customerCart: cart }), BEFORE_EXPIRY),
    ).toEqual({ confirmAge: true, customerCart: cart });
  });

  it('defaults to no cart and confirmAge false', () => {
    expect(parsePersistedShop(null, BEFORE_EXPIRY)).toEqual({
      confirmAge: false,
      customerCart: null,
    });
    expect(parsePersistedShop(saved({ confirmAge: 'yes' }), BEFORE_EXPIRY)).toEqual({
      confirmAge: false,
      customerCart: null,
    });
  });

  it('drops a cart whose expiry has passed, the expiry instant included', () => {
    const cart = makeShopCart({ cart: { expiresOn: '2025-03-06T10:00:00.000Z' } });
    const text = saved({ confirmAge: true, customerCart: cart });
    expect(parsePersistedShop(text, new Date('2025-03-06T09:59:59.999Z')).customerCart).toEqual(
      cart,
    );
    expect(parsePersistedShop(text, new Date('2025-03-06T10:00:00.000Z'))).toEqual({
      confirmAge: true,
      customerCart: null,
    });
    const unreadable = makeShopCart({ cart: { expiresOn: 'soon' } });
    expect(
      parsePersistedShop(saved({ customerCart: unreadable }), BEFORE_EXPIRY).customerCart,
    ).toBeNull();
  });

  it('discards the browser-only cart of earlier versions, keeping the age flag', () => {
    const oldCart = {
      currency: 'EUR',
      dateAdded: '2025-03-01T10:00:00.000Z',
      expiresOn: '2025-03-06T10:00:00.000Z',
      items: [{ sku: 'BAG-1', quantity: 1, unitPrice: 4500, name: 'City bag' }],
    };
    expect(
      parsePersistedShop(saved({ confirmAge: true, customerCart: oldCart }), BEFORE_EXPIRY),
    ).toEqual({ confirmAge: true, customerCart: null });
  });

  it('ignores broken or foreign storage', () => {
    const empty = { confirmAge: false, customerCart: null };
    expect(parsePersistedShop('{nope', BEFORE_EXPIRY)).toEqual(empty);
    expect(parsePersistedShop('null', BEFORE_EXPIRY)).toEqual(empty);
    expect(parsePersistedShop('[1,2]', BEFORE_EXPIRY)).toEqual(empty);
    expect(
      parsePersistedShop('{"confirmAge":"yes","customerCart":{"items":1}}', BEFORE_EXPIRY),
    ).toEqual(empty);
  });
});

describe('isShopCart', () => {
  it('accepts the API cart and refuses one missing what the pages read', () => {
    expect(isShopCart(makeShopCart())).toBe(true);
    expect(isShopCart(makeShopCart({ cartId: '' }))).toBe(false);
    const { delivery: _delivery, ...noDelivery } = makeShopCart();
    expect(isShopCart(noDelivery)).toBe(false);
    const badLine = makeShopCart({
      items: [{ ...makeCartItem(), quantity: '1' as unknown as number }],
    });
    expect(isShopCart(badLine)).toBe(false);
    expect(isShopCart({ ...makeShopCart(), items: 'none' })).toBe(false);
  });
});
