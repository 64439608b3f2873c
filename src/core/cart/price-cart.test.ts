import { describe, expect, it } from 'vitest';
import { sellableUnits } from '../catalogue/stock';
import {
  addCartLine,
  cartLineKey,
  deliveryOptions,
  priceCart,
  type CartLineInput,
  type CartProductFacts,
  type DeliveryCountryFacts,
  type PriceCartInput,
} from './price-cart';

const product = (overrides: Partial<CartProductFacts> = {}): CartProductFacts => ({
  id: 'p1',
  status: 'A',
  sellBy: 'u',
  retailPrice: 1000,
  salePercent: 0,
  packs: [],
  minPurchase: 1,
  freeDelivery: false,
  inStock: 20,
  minStock: 0,
  productWeight: 300,
  ...overrides,
});

const line = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  sku: 'BAG-001',
  size: '',
  color: '',
  style: '',
  pack: '',
  productId: 'p1',
  quantity: 1,
  ...overrides,
});

// Domestic zone of the seed: weight bands, a flat express fee.
const ITALY: DeliveryCountryFacts = {
  deliveryStdDays: '2-4',
  deliveryExpressDays: '1-2',
  deliveryStdFee: 0,
  deliveryExpressFee: 1490,
  deliveryFeeKg: 590,
  deliveryFee5: 890,
  deliveryFee10: 1290,
};

const INCLUDED = { taxBp: 2200, taxIncluded: true };
// Monday 6 January 2025, mid-morning UTC.
const MONDAY = new Date('2025-01-06T10:00:00Z');

function price(
  lines: CartLineInput[],
  products: CartProductFacts[] = [product()],
  overrides: Partial<PriceCartInput<CartLineInput>> = {},
) {
  return priceCart({
    lines,
    products: new Map(products.map((p) => [p.id, p])),
    country: null,
    tax: INCLUDED,
    deliveryType: 'std',
    now: MONDAY,
    ...overrides,
  });
}

describe('unit price: retail or pack price after the sale percentage', () => {
  it('a unit line costs the retail price', () => {
    const cart = price([line({ quantity: 3 })]);
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 1000,
      retailPrice: 1000,
      salePercent: 0,
      onSale: false,
      quantity: 3,
      sellPack: 1,
      itemIncTax: 3000,
      itemExTax: 2459,
      itemTax: 541,
      key: 'BAG-001||||',
    });
    expect(cart.totals).toMatchObject({ totalItems: 3, totalPrice: 3000, cartIncTax: 3000 });
  });

  it('the sale percentage lowers the unit price, rounded half up to the cent', () => {
    const cart = price([line({ quantity: 2 })], [product({ retailPrice: 1999, salePercent: 15 })]);
    // 1999 x 0.85 = 1699.15 -> 1699
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 1699,
      retailPrice: 1999,
      salePercent: 15,
      onSale: true,
      itemIncTax: 3398,
    });
  });

  it('a pack line costs the pack price (after the sale) and holds the pack quantity', () => {
    const packs = [
      { descr: 'Pack of 3', itaDescr: 'Confezione da 3', price: 2700, quantity: 3 },
      { descr: 'Pack of 5', itaDescr: 'Confezione da 5', price: 4250, quantity: 5 },
    ];
    const cart = price(
      [line({ pack: 'Pack of 5', quantity: 2 })],
      [product({ packs, salePercent: 10, productWeight: 200 })],
    );
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 3825,
      retailPrice: 4250,
      sellPack: 5,
      quantity: 2,
      itemIncTax: 7650,
      productWeight: 200,
      weight: 2000,
      key: 'BAG-001||||Pack of 5',
    });
    expect(cart.totals.totalWeight).toBe(2000);
  });
});

describe('quantity: at least minPurchase, at most what is available', () => {
  it('available is the stock above minStock', () => {
    expect(sellableUnits({ inStock: 10, minStock: 3 })).toBe(7);
    expect(sellableUnits({ inStock: 2, minStock: 3 })).toBe(0);
    const cart = price([line({ quantity: 2 })], [product({ inStock: 10, minStock: 3 })]);
    expect(cart.lines[0]?.available).toBe(7);
    expect(cart.notices).toEqual([]);
  });

  it('clamps down to what is available with a QUANTITY_REDUCED notice', () => {
    const cart = price([line({ quantity: 9 })], [product({ inStock: 10, minStock: 3 })]);
    expect(cart.lines[0]).toMatchObject({ quantity: 7, available: 7 });
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'QUANTITY_REDUCED' }]);
  });

  it('raises a quantity below minPurchase to it, silently', () => {
    const cart = price([line({ quantity: 1 })], [product({ minPurchase: 2 })]);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, minPurchase: 2 });
    expect(cart.notices).toEqual([]);
  });

  it('counts pack stock in whole packs', () => {
    const packs = [{ descr: 'Pack of 3', itaDescr: '', price: 2700, quantity: 3 }];
    const cart = price(
      [line({ pack: 'Pack of 3', quantity: 4 })],
      [product({ packs, inStock: 11, minStock: 1 })],
    );
    // 10 units sellable: three packs of 3.
    expect(cart.lines[0]).toMatchObject({ quantity: 3, available: 3 });
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'QUANTITY_REDUCED' }]);
  });

  it('minPurchase counts units, so one pack can cover it', () => {
    const packs = [{ descr: 'Pack of 3', itaDescr: '', price: 2700, quantity: 3 }];
    const cart = price(
      [line({ pack: 'Pack of 3', quantity: 1 })],
      [product({ packs, minPurchase: 2 })],
    );
    expect(cart.lines[0]).toMatchObject({ quantity: 1, minPurchase: 1 });
  });

  it('lines of one product share its stock, first line first', () => {
    const cart = price(
      [line({ size: 'S', quantity: 4 }), line({ size: 'M', quantity: 4 })],
      [product({ inStock: 6, minStock: 0 })],
    );
    // Each line may hold what the other lines leave: S 6 - 2, M 6 - 4.
    expect(cart.lines.map((l) => [l.size, l.quantity, l.available])).toEqual([
      ['S', 4, 4],
      ['M', 2, 2],
    ]);
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'QUANTITY_REDUCED' }]);

    const roomy = price(
      [line({ size: 'S', quantity: 4 }), line({ size: 'M', quantity: 2 })],
      [product({ inStock: 10, minStock: 0 })],
    );
    expect(roomy.lines.map((l) => l.available)).toEqual([8, 6]);
    expect(roomy.notices).toEqual([]);
  });

  it('refuses quantities that are not whole numbers above 0', () => {
    expect(() => price([line({ quantity: 0 })])).toThrow(RangeError);
    expect(() => price([line({ quantity: 1.5 })])).toThrow(RangeError);
  });
});

describe('dropped lines', () => {
  it('a missing product is REMOVED', () => {
    const cart = price([line({ productId: 'gone' }), line({ productId: null, sku: 'X-1' })]);
    expect(cart.lines).toEqual([]);
    expect(cart.dropped.map((d) => d.code)).toEqual(['REMOVED', 'REMOVED']);
    expect(cart.notices).toEqual([
      { sku: 'BAG-001', code: 'REMOVED' },
      { sku: 'X-1', code: 'REMOVED' },
    ]);
  });

  it('a deleted product (status Z) is REMOVED', () => {
    const cart = price([line()], [product({ status: 'Z' })]);
    expect(cart.dropped).toEqual([{ line: line(), code: 'REMOVED' }]);
  });

  it('a pack the product no longer offers is REMOVED', () => {
    const cart = price([line({ pack: 'Pack of 9' })]);
    expect(cart.dropped.map((d) => d.code)).toEqual(['REMOVED']);
  });

  it('nothing available (stock at minStock) is OUT_OF_STOCK', () => {
    const cart = price([line({ quantity: 2 })], [product({ inStock: 4, minStock: 4 })]);
    expect(cart.lines).toEqual([]);
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'OUT_OF_STOCK' }]);
  });

  it('less available than minPurchase is OUT_OF_STOCK', () => {
    const cart = price([line({ quantity: 2 })], [product({ inStock: 1, minPurchase: 2 })]);
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'OUT_OF_STOCK' }]);
  });

  it('keeps the other lines and their totals', () => {
    const cart = price(
      [line({ productId: 'p2', sku: 'OUT-1' }), line({ quantity: 2 })],
      [product(), product({ id: 'p2', inStock: 0 })],
    );
    expect(cart.lines.map((l) => l.sku)).toEqual(['BAG-001']);
    expect(cart.totals.cartIncTax).toBe(2000);
  });
});

describe('PRICE_CHANGED', () => {
  it('is noticed when the price shown last differs from the price of now', () => {
    const cart = price([line({ previousUnitPrice: 900 })]);
    expect(cart.notices).toEqual([{ sku: 'BAG-001', code: 'PRICE_CHANGED' }]);
  });

  it('is not noticed for an unchanged price or a line being added', () => {
    expect(price([line({ previousUnitPrice: 1000 })]).notices).toEqual([]);
    expect(price([line()]).notices).toEqual([]);
  });
});

describe('spec 9: weight-priced lines are TBC', () => {
  it('adds 0 to the totals but counts weight and items; the cart says it has one', () => {
    const cart = price(
      [line({ quantity: 2 }), line({ productId: 'w1', sku: 'FAB-1', quantity: 2 })],
      [product(), product({ id: 'w1', sellBy: 'w', retailPrice: 2400, productWeight: 500 })],
    );
    const weighed = cart.lines[1];
    expect(weighed).toMatchObject({ tbc: true, unitPrice: 2400, itemIncTax: 0, weight: 1000 });
    expect(cart.lines[0]?.tbc).toBe(false);
    expect(cart.totals).toMatchObject({ totalItems: 4, totalWeight: 1600, cartIncTax: 2000 });
    expect(cart.hasWeightItems).toBe(true);
    expect(price([line()]).hasWeightItems).toBe(false);
  });
});

describe('tax', () => {
  it('uses the rate and the taxIncluded setting given', () => {
    const cart = price([line()], [product()], { tax: { taxBp: 1000, taxIncluded: false } });
    expect(cart.lines[0]).toMatchObject({ itemExTax: 1000, itemTax: 100, itemIncTax: 1100 });
    expect(cart.totals).toMatchObject({ cartExTax: 1000, cartTax: 100, cartIncTax: 1100 });
  });
});

describe('delivery', () => {
  it('without a country: no fee, no options, no dates, default days', () => {
    const cart = price([line()]);
    expect(cart.delivery).toEqual({
      type: 'std',
      fee: 0,
      days: '3-5',
      date: null,
      options: [],
      deliveryIncTax: 0,
      deliveryTax: 0,
      deliveryExTax: 0,
    });
    expect(cart.totalIncTax).toBe(cart.totals.cartIncTax);
  });

  it('offers both types for the country with fees and dates, and charges the chosen one', () => {
    const cart = price([line({ quantity: 2 })], [product()], { country: ITALY });
    // 600 g: under 1 kg.
    expect(cart.delivery.options).toEqual([
      { type: 'std', fee: 590, days: '2-4', from: '2025-01-08', to: '2025-01-09' },
      { type: 'exp', fee: 1490, days: '1-2', from: '2025-01-07', to: '2025-01-07' },
    ]);
    expect(cart.delivery).toMatchObject({
      type: 'std',
      fee: 590,
      days: '2-4',
      date: { from: '2025-01-08', to: '2025-01-09' },
      deliveryIncTax: 590,
      deliveryExTax: 484,
      deliveryTax: 106,
    });
    expect(cart.lines[0]).toMatchObject({ deliveryDays: '2-4', deliveryType: 'std' });
    expect(cart.totalIncTax).toBe(2000 + 590);
    expect(cart.totalExTax).toBe(cart.totals.cartExTax + 484);
    expect(cart.totalTax).toBe(cart.totals.cartTax + 106);
  });

  it('express is charged and dated as express', () => {
    const cart = price([line()], [product()], { country: ITALY, deliveryType: 'exp' });
    expect(cart.delivery).toMatchObject({
      type: 'exp',
      fee: 1490,
      days: '1-2',
      date: { from: '2025-01-07', to: '2025-01-07' },
      deliveryIncTax: 1490,
    });
    expect(cart.lines[0]).toMatchObject({ deliveryDays: '1-2', deliveryType: 'exp' });
    expect(cart.totalIncTax).toBe(1000 + 1490);
  });

  it('only free-delivery items: standard is free, express is still charged', () => {
    const free = product({ freeDelivery: true });
    const std = price([line()], [free], { country: ITALY });
    expect(std.delivery.fee).toBe(0);
    expect(std.delivery.options.map((o) => o.fee)).toEqual([0, 1490]);
    expect(std.totalIncTax).toBe(1000);
  });

  it('a mixed cart pays standard delivery on the other items’ weight only', () => {
    const cart = price(
      [line({ quantity: 2 }), line({ productId: 'heavy', sku: 'TRUNK' })],
      [product(), product({ id: 'heavy', freeDelivery: true, productWeight: 6000 })],
      { country: ITALY },
    );
    expect(cart.totals).toMatchObject({ deliveryWeight: 600, totalWeight: 6600 });
    expect(cart.delivery.fee).toBe(590);
  });

  it('weight bands follow the whole cart (packs weigh all their units)', () => {
    const packs = [{ descr: 'Pack of 5', itaDescr: '', price: 4000, quantity: 5 }];
    const cart = price(
      [line({ pack: 'Pack of 5', quantity: 1 })],
      [product({ packs, productWeight: 300 })],
      { country: ITALY },
    );
    // 1500 g: the 1-5 kg band.
    expect(cart.delivery.fee).toBe(890);
  });

  it('deliveryOptions prices stored weights the same way', () => {
    expect(
      deliveryOptions(
        ITALY,
        { deliveryWeight: 0, deliveryItems: 0, totalWeight: 800, totalItems: 1 },
        MONDAY,
      ).map((o) => o.fee),
    ).toEqual([0, 1490]);
  });
});

describe('lines and keys', () => {
  it('the key is sku|size|color|style|pack', () => {
    expect(
      cartLineKey({ sku: 'A', size: 'M', color: 'Red', style: 'Classic', pack: 'Pack of 3' }),
    ).toBe('A|M|Red|Classic|Pack of 3');
  });

  it('adding the same choice adds to its quantity; another choice is a new line', () => {
    const first = line({ quantity: 2, previousUnitPrice: 1000 });
    const again = addCartLine([first], line({ quantity: 3 }));
    expect(again.lines).toEqual([{ ...first, quantity: 5 }]);
    expect(again.line).toBe(again.lines[0]);
    const other = addCartLine(again.lines, line({ size: 'L' }));
    expect(other.lines.map((l) => [l.size, l.quantity])).toEqual([
      ['', 5],
      ['L', 1],
    ]);
  });
});
