import { describe, expect, it } from 'vitest';
import type { DeliveryFees } from '../delivery/delivery-fee';
import {
  orderTotals,
  recalculateOrderTotals,
  setItemWeight,
  type OrderLine,
} from './recalculate-order-totals';

const COUNTRY: DeliveryFees = {
  deliveryStdFee: 0,
  deliveryExpressFee: 0,
  deliveryFeeKg: 610,
  deliveryFee5: 1220,
  deliveryFee10: 2440,
};

const line = (id: string, overrides: Partial<OrderLine> = {}): OrderLine => ({
  id,
  status: 'O',
  unitPrice: 12200,
  quantity: 1,
  productWeight: 400,
  sellBy: 'u',
  freeDelivery: false,
  ...overrides,
});

const order = (items: OrderLine[]) => ({
  orderNo: 7,
  status: 'P',
  taxBp: 2200,
  taxIncluded: true,
  deliveryType: 'std' as const,
  items,
});

// Spec section 3: delivery "(currency, totalIncTax, totalTax, totalExTax, cartIncTax, cartTax,
// cartExTax, deliveryItems, deliveryWeight, deliveryIncTax, deliveryTax, deliveryExTax ...)".
describe('orderTotals', () => {
  it('adds the delivery fee (with its tax) to the cart', () => {
    const totals = orderTotals([line('a')], {
      taxBp: 2200,
      taxIncluded: true,
      deliveryType: 'std',
      country: COUNTRY,
    });
    expect(totals).toMatchObject({
      cartIncTax: 12200,
      cartTax: 2200,
      cartExTax: 10000,
      deliveryIncTax: 610,
      deliveryTax: 110,
      deliveryExTax: 500,
      totalIncTax: 12810,
      totalTax: 2310,
      totalExTax: 10500,
    });
    expect(totals.totalIncTax).toBe(totals.totalExTax + totals.totalTax);
  });
});

describe('spec 4: "The item-weight update recalculates the order totals in place."', () => {
  it('recalculates items, cart, delivery and totals, keeping other order fields', () => {
    const result = recalculateOrderTotals(order([line('a'), line('b', { quantity: 2 })]), COUNTRY);
    expect(result.orderNo).toBe(7);
    expect(result.totalItems).toBe(3);
    expect(result.totalWeight).toBe(1200);
    expect(result.deliveryIncTax).toBe(1220);
    expect(result.items[1]).toMatchObject({ id: 'b', itemIncTax: 24400, itemTax: 4400 });
    expect(result.totalIncTax).toBe(36600 + 1220);
  });

  it('leaves cancelled items out of the totals and keeps their amounts', () => {
    const cancelled = line('b', { status: 'Z', itemIncTax: 999, itemTax: 0, itemExTax: 999 });
    const result = recalculateOrderTotals(order([line('a'), cancelled]), COUNTRY);
    expect(result.totalItems).toBe(1);
    expect(result.cartIncTax).toBe(12200);
    expect(result.items[1]).toEqual(cancelled);
  });

  it('setItemWeight prices a weight-priced item once weighed and moves the delivery band', () => {
    const start = order([
      line('a'),
      line('w', { sellBy: 'w', unitPrice: 3000, productWeight: 500 }),
    ]);
    const before = recalculateOrderTotals(start, COUNTRY);
    expect(before.items[1]?.itemIncTax).toBe(0);
    // 400 g + 500 g estimated: under 1 kg.
    expect(before.deliveryIncTax).toBe(610);

    const result = setItemWeight(start, 'w', 5000, COUNTRY);
    if (!result.ok) throw new Error(result.error);
    // €30.00/kg x 5 kg = €150.00; weight 5400 g is over 5 kg.
    expect(result.order.items[1]).toMatchObject({
      productWeight: 5000,
      weighed: true,
      itemIncTax: 15000,
    });
    expect(result.order.totalWeight).toBe(5400);
    expect(result.order.deliveryIncTax).toBe(2440);
    expect(result.order.totalIncTax).toBe(12200 + 15000 + 2440);
  });

  it('setItemWeight refuses a missing or cancelled item, or a cancelled order', () => {
    const o = order([line('a'), line('z', { status: 'Z' })]);
    expect(setItemWeight(o, 'x', 100, COUNTRY)).toEqual({ ok: false, error: 'ITEM_NOT_FOUND' });
    expect(setItemWeight(o, 'z', 100, COUNTRY)).toEqual({ ok: false, error: 'ITEM_CANCELLED' });
    expect(setItemWeight({ ...o, status: 'Z' }, 'a', 100, COUNTRY)).toEqual({
      ok: false,
      error: 'ORDER_CANCELLED',
    });
    expect(() => setItemWeight(o, 'a', 1.5, COUNTRY)).toThrow(RangeError);
  });
});
