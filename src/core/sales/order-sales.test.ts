import { describe, expect, it } from 'vitest';
import { addSales, NO_SALES, orderSales, type SoldLine, type SoldOrder } from './order-sales';
import { salesFigures } from './sales-figures';
import { FIGURE_NAMES } from './sales-report';

const line = (overrides: Partial<SoldLine> = {}): SoldLine => ({
  sku: 'BAG1',
  productId: 'p1',
  quantity: 3,
  itemIncTax: 10_000,
  itemExTax: 8_197,
  status: 'S',
  shipped: true,
  returned: 0,
  supplierPrice: 1_500,
  sellBy: 'u',
  productWeight: 800,
  sellPack: 1,
  ...overrides,
});

const order = (overrides: Partial<SoldOrder> = {}): SoldOrder => ({
  status: 'S',
  totalIncTax: 10_590,
  deliveryIncTax: 590,
  deliveryExTax: 484,
  lines: [line()],
  ...overrides,
});

describe('orderSales', () => {
  it('earns a shipped order’s lines and its delivery', () => {
    const { sums, skus } = orderSales(order());
    expect(sums).toMatchObject({
      orders: 1,
      sales: 10_590,
      deliveryFees: 590,
      keptInc: 10_000,
      keptEx: 8_197,
      earnedInc: 10_590,
      earnedEx: 8_681,
      supplier: 4_500,
      kept: 3,
      sold: 3,
    });
    expect(skus).toEqual([{ sku: 'BAG1', productId: 'p1', kept: 3, keptInc: 10_000 }]);
  });

  it('keeps a returned line’s share rounded half up, and earns no delivery before shipping', () => {
    // 1 of 3 back: 2/3 of 10,000 = 6,666.67 → 6,667.
    const returned = orderSales(order({ lines: [line({ returned: 1 })] })).sums;
    expect(returned).toMatchObject({ keptInc: 6_667, kept: 2, returned: 1, supplier: 3_000 });
    const open = orderSales(order({ lines: [line({ shipped: false, status: 'O' })] })).sums;
    expect(open).toMatchObject({ sales: 10_590, earnedInc: 0, earnedEx: 0, sold: 3 });
  });

  it('counts a cancelled order or line only as cancelled', () => {
    const cancelled = orderSales(order({ status: 'Z' }));
    expect(cancelled.sums).toEqual({ ...NO_SALES, cancelledOrders: 1, cancelled: 3 });
    expect(cancelled.skus).toEqual([]);
    const lineCancelled = orderSales(order({ lines: [line({ status: 'Z' })] })).sums;
    expect(lineCancelled).toMatchObject({ orders: 1, sold: 0, cancelled: 3, earnedInc: 0 });
  });

  it('costs a line sold by weight by the kilogram it weighs', () => {
    const weighed = line({ sellBy: 'w', productWeight: 520, quantity: 2, supplierPrice: 2_566 });
    expect(orderSales(order({ lines: [weighed] })).sums.supplier).toBe(2_669);
  });
});

describe('salesFigures', () => {
  it('gives every figure of the contract from the summed orders', () => {
    const sums = addSales(orderSales(order()).sums, orderSales(order({ status: 'Z' })).sums);
    const figures = salesFigures(sums);
    expect(Object.keys(figures).sort()).toEqual([...FIGURE_NAMES].sort());
    expect(figures).toMatchObject({
      orders: 1,
      cancelledOrders: 1,
      turnover: 10_000,
      totalIncTax: 10_590,
      totalExTax: 8_681,
      tax: 1_909,
      profit: 8_197 - 4_500,
    });
  });
});
