import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalogue/testing/make-product';
import {
  CartRefusal,
  addToCart,
  cartItemFromProduct,
  cartSummary,
  lineKey,
  liveCart,
  removeFromCart,
  setQuantity,
} from './browser-cart';

const now = new Date('2026-11-21T10:00:00Z');
const bag = makeProduct({
  sku: 'BAG-1',
  sell: { price: 8900, retailPrice: 8900, inStock: 10, minStock: 2, minPurchase: 1 },
  eng: { name: 'Tote' },
  ita: { name: 'Borsa' },
});
const tax = { taxBp: 2200, taxIncluded: true };

describe('browser cart', () => {
  it('refuses a product at or below its minimum stock (spec 9: in stock when inStock exceeds minStock)', () => {
    const gone = makeProduct({ sell: { inStock: 2, minStock: 2 } });
    expect(() => cartItemFromProduct(gone, { quantity: 1 })).toThrow(CartRefusal);
    expect(() => cartItemFromProduct(bag, { quantity: 0 })).toThrow(CartRefusal);
  });

  it('starts a cart that expires 5 days later and merges the same line', () => {
    const item = cartItemFromProduct(bag, { quantity: 2, size: 'M' });
    const cart = addToCart(null, item, now);
    expect(cart.expiresOn).toBe('2026-11-26T10:00:00.000Z');
    const again = addToCart(cart, item, now);
    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.quantity).toBe(4);
    const other = addToCart(again, cartItemFromProduct(bag, { quantity: 1, size: 'L' }), now);
    expect(other.items).toHaveLength(2);
  });

  it('never asks for more than is available above the minimum stock', () => {
    const item = cartItemFromProduct(bag, { quantity: 50 });
    expect(item.quantity).toBe(8);
    const cart = addToCart(addToCart(null, item, now), item, now);
    expect(cart.items[0]?.quantity).toBe(8);
    expect(setQuantity(cart, lineKey(item), 0).items[0]?.quantity).toBe(1);
  });

  it('drops an expired cart and clears the cart when its last line goes', () => {
    const item = cartItemFromProduct(bag, { quantity: 1 });
    const cart = addToCart(null, item, now);
    expect(liveCart(cart, new Date('2026-11-26T10:00:00Z'))).toBeNull();
    expect(liveCart(cart, new Date('2026-11-26T09:59:59Z'))).toBe(cart);
    const fresh = addToCart(cart, item, new Date('2026-11-27T00:00:00Z'));
    expect(fresh.items[0]?.quantity).toBe(1);
    expect(removeFromCart(cart, lineKey(item))).toBeNull();
  });

  it('sums the cart with the shared totals rules', () => {
    const cart = addToCart(null, cartItemFromProduct(bag, { quantity: 2 }), now);
    const summary = cartSummary(cart, tax);
    expect(summary?.totalItems).toBe(2);
    expect(summary?.totalPrice).toBe(17800);
    expect(summary?.cartTax).toBe(3210);
    expect(cartSummary(null, tax)).toBeNull();
  });
});
