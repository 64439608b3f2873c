import { describe, expect, it } from 'vitest';
import { NO_CART_TOTALS, cartTotals, linePrice, type CartLine } from './cart-totals';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  unitPrice: 1000,
  quantity: 1,
  productWeight: 500,
  sellBy: 'u',
  freeDelivery: false,
  ...overrides,
});

const INCLUDED = { taxBp: 2200, taxIncluded: true };
const EXCLUDED = { taxBp: 2200, taxIncluded: false };

// Spec section 3, Cart: "cart (... totalWeight, totalPrice, totalItems ...)", delivery
// "(... cartIncTax, cartTax, cartExTax, deliveryItems, deliveryWeight ...)" and items carry
// "itemTax, itemExTax, itemIncTax".
describe('cartTotals', () => {
  it('adds up items, weight and price', () => {
    const totals = cartTotals(
      [line({ unitPrice: 2500, quantity: 2, productWeight: 800 }), line({ unitPrice: 1000 })],
      INCLUDED,
    );
    expect(totals.totalItems).toBe(3);
    expect(totals.totalWeight).toBe(2100);
    expect(totals.totalPrice).toBe(6000);
  });

  it('splits tax per item and sums the items for the cart (tax included)', () => {
    const totals = cartTotals([line({ unitPrice: 12200 }), line({ unitPrice: 1000 })], INCLUDED);
    expect(totals.items[0]).toMatchObject({ itemIncTax: 12200, itemTax: 2200, itemExTax: 10000 });
    expect(totals.items[1]).toMatchObject({ itemIncTax: 1000, itemTax: 180, itemExTax: 820 });
    expect(totals.cartIncTax).toBe(13200);
    expect(totals.cartTax).toBe(2380);
    expect(totals.cartExTax).toBe(10820);
  });

  it('adds tax on top when prices exclude tax', () => {
    const totals = cartTotals([line({ unitPrice: 10000, quantity: 2 })], EXCLUDED);
    expect(totals.totalPrice).toBe(20000);
    expect(totals.cartExTax).toBe(20000);
    expect(totals.cartTax).toBe(4400);
    expect(totals.cartIncTax).toBe(24400);
  });

  it('keeps cartIncTax = cartExTax + cartTax', () => {
    const items = [1, 7, 99, 1234, 4999].map((unitPrice) => line({ unitPrice, quantity: 3 }));
    for (const options of [INCLUDED, EXCLUDED]) {
      const t = cartTotals(items, options);
      expect(t.cartIncTax).toBe(t.cartExTax + t.cartTax);
      for (const item of t.items) expect(item.itemIncTax).toBe(item.itemExTax + item.itemTax);
    }
  });

  it('counts only items that are not free-delivery in deliveryItems and deliveryWeight', () => {
    const totals = cartTotals(
      [
        line({ quantity: 2, productWeight: 700, freeDelivery: false }),
        line({ quantity: 3, productWeight: 100, freeDelivery: true }),
      ],
      INCLUDED,
    );
    expect(totals.totalItems).toBe(5);
    expect(totals.totalWeight).toBe(1700);
    expect(totals.deliveryItems).toBe(2);
    expect(totals.deliveryWeight).toBe(1400);
  });

  it('gives zeros for an empty cart', () => {
    expect(cartTotals([], INCLUDED)).toEqual({ ...NO_CART_TOTALS, items: [] });
    expect(new Set(Object.values(NO_CART_TOTALS))).toEqual(new Set([0]));
  });

  it("keeps the caller's item fields", () => {
    const totals = cartTotals([{ ...line(), sku: 'B-1' }], INCLUDED);
    expect(totals.items[0]?.sku).toBe('B-1');
  });
});

describe('spec 9: "Items with sellBy w are weight-based and their price shows as TBC."', () => {
  it('an unweighed weight-priced item counts in items and weight but adds 0 to the price', () => {
    const totals = cartTotals(
      [line({ sellBy: 'w', unitPrice: 3000, quantity: 2, productWeight: 400 }), line()],
      INCLUDED,
    );
    expect(totals.totalItems).toBe(3);
    expect(totals.totalWeight).toBe(1300);
    expect(totals.deliveryWeight).toBe(1300);
    expect(totals.totalPrice).toBe(1000);
    expect(totals.items[0]).toMatchObject({ itemIncTax: 0, itemTax: 0, itemExTax: 0 });
  });

  it('a weighed item is priced per kilogram of its weight, rounded half up', () => {
    // €30.00/kg x 1.234 kg = €37.02
    expect(
      linePrice(line({ sellBy: 'w', unitPrice: 3000, productWeight: 1234, weighed: true })),
    ).toBe(3702);
    // €9.99/kg x 0.25 kg x 2 = €4.995 -> €5.00
    expect(
      linePrice(
        line({ sellBy: 'w', unitPrice: 999, productWeight: 250, quantity: 2, weighed: true }),
      ),
    ).toBe(500);
  });
});

describe('input checks', () => {
  it('rejects fractional cents or grams and negative values', () => {
    expect(() => cartTotals([line({ unitPrice: 10.5 })], INCLUDED)).toThrow(RangeError);
    expect(() => cartTotals([line({ productWeight: 1.5 })], INCLUDED)).toThrow(RangeError);
    expect(() => cartTotals([line({ quantity: -1 })], INCLUDED)).toThrow(RangeError);
  });
});
