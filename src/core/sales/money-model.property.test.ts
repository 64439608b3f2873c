import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceCart,
  type CartLineInput,
  type CartProductFacts,
  type DeliveryCountryFacts,
} from '../cart/price-cart';
import type { TaxOptions } from '../cart/cart-totals';
import { DELIVERY_TYPES, type DeliveryType } from '../delivery/delivery-fee';
import {
  recalculateOrderTotals,
  setItemWeight,
  type OrderLine,
} from '../orders/recalculate-order-totals';
import { addSales, NO_SALES, orderSales, type SoldLine } from './order-sales';
import { salesFigures } from './sales-figures';
import { handSums } from './testing/hand-sums';

/*
 * Issue 29.1: the money of random carts followed through the shop, cart price → placed order →
 * weighing → cancellations, shipping and returns → the dashboard's figures, each figure checked
 * against sums made here by hand. Any path that totals an order its own way shows up as a
 * cent's difference.
 */

const NOW = new Date('2025-01-06T10:00:00Z');

interface ProductPlan {
  sellBy: 'u' | 'w';
  retailPrice: number;
  salePercent: number;
  productWeight: number;
  freeDelivery: boolean;
  supplierPrice: number;
  quantity: number;
  /** Weighed grams per unit, or null to leave the line as it was priced. */
  weighed: number | null;
  fate: 'open' | 'shipped' | 'cancelled';
  /** Of a shipped line, the share of units received back (0 to 1). */
  returnedShare: number;
}

interface OrderPlan {
  lines: ProductPlan[];
  deliveryType: DeliveryType;
  cancelled: boolean;
}

const productPlan: fc.Arbitrary<ProductPlan> = fc.record({
  sellBy: fc.constantFrom('u' as const, 'w' as const),
  retailPrice: fc.integer({ min: 0, max: 60_000 }),
  salePercent: fc.integer({ min: 0, max: 70 }),
  productWeight: fc.integer({ min: 0, max: 12_000 }),
  freeDelivery: fc.boolean(),
  supplierPrice: fc.integer({ min: 0, max: 40_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  weighed: fc.option(fc.integer({ min: 1, max: 9_000 }), { nil: null }),
  fate: fc.constantFrom('open' as const, 'shipped' as const, 'cancelled' as const),
  returnedShare: fc.double({ min: 0, max: 1, noNaN: true }),
});

const orderPlan: fc.Arbitrary<OrderPlan> = fc.record({
  lines: fc.array(productPlan, { minLength: 1, maxLength: 4 }),
  deliveryType: fc.constantFrom(...DELIVERY_TYPES),
  cancelled: fc.boolean(),
});

const countryFacts: fc.Arbitrary<DeliveryCountryFacts> = fc.record({
  deliveryStdDays: fc.constant('2-4'),
  deliveryExpressDays: fc.constant('1-2'),
  deliveryStdFee: fc.integer({ min: 0, max: 2_000 }),
  deliveryExpressFee: fc.integer({ min: 0, max: 3_000 }),
  deliveryFeeKg: fc.integer({ min: 0, max: 2_000 }),
  deliveryFee5: fc.integer({ min: 0, max: 3_000 }),
  deliveryFee10: fc.integer({ min: 0, max: 4_000 }),
});

const taxOptions: fc.Arbitrary<TaxOptions> = fc.record({
  taxBp: fc.integer({ min: 0, max: 2_500 }),
  taxIncluded: fc.boolean(),
});

/** The cart of a plan priced, then placed as the checkout stores it. */
function place(plan: OrderPlan, country: DeliveryCountryFacts, tax: TaxOptions) {
  const facts = plan.lines.map((line, index): CartProductFacts => ({
    id: `p${index}`,
    status: 'A',
    sellBy: line.sellBy,
    retailPrice: line.retailPrice,
    salePercent: line.salePercent,
    packs: [],
    minPurchase: 1,
    freeDelivery: line.freeDelivery,
    inStock: 100,
    minStock: 0,
    productWeight: line.productWeight,
  }));
  const cartLines = facts.map((product, index): CartLineInput => ({
    sku: `SKU${index}`,
    size: '',
    color: '',
    style: '',
    pack: '',
    productId: product.id,
    quantity: plan.lines[index]?.quantity ?? 1,
  }));
  const cart = priceCart({
    lines: cartLines,
    products: new Map(facts.map((product) => [product.id, product])),
    country,
    tax,
    deliveryType: plan.deliveryType,
    now: NOW,
  });
  const items = cart.lines.map(
    (line, index): OrderLine & { supplierPrice: number; sellPack: number } => ({
      id: `i${index}`,
      status: 'O',
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      productWeight: line.productWeight,
      sellBy: line.sellBy,
      freeDelivery: line.freeDelivery,
      sellPack: line.sellPack,
      supplierPrice: plan.lines[index]?.supplierPrice ?? 0,
      itemIncTax: line.itemIncTax,
      itemTax: line.itemTax,
      itemExTax: line.itemExTax,
    }),
  );
  return {
    cart,
    order: {
      status: 'P',
      taxBp: tax.taxBp,
      taxIncluded: tax.taxIncluded,
      deliveryType: plan.deliveryType,
      items,
      totalIncTax: cart.totalIncTax,
      totalTax: cart.totalTax,
      totalExTax: cart.totalExTax,
      ...cart.delivery,
    },
  };
}

type Placed = ReturnType<typeof place>['order'];

/** Weighs the lines the plan weighs, one update each as the administrator makes them. */
function weigh(order: Placed, plan: OrderPlan, country: DeliveryCountryFacts): Placed {
  return plan.lines.reduce((current, line, index) => {
    if (line.weighed === null) return current;
    const result = setItemWeight(current, `i${index}`, line.weighed, country);
    if (!result.ok) throw new Error(result.error);
    return result.order;
  }, order);
}

/** After weighing: lines cancelled, shipped and partly returned; the order perhaps cancelled. */
function settle(order: Placed, plan: OrderPlan) {
  const lines = order.items.map((item, index): SoldLine => {
    const line = plan.lines[index];
    if (!line) throw new Error('a line without a plan');
    const shipped = line.fate === 'shipped';
    return {
      sku: `SKU${index}`,
      productId: `p${index}`,
      quantity: item.quantity,
      itemIncTax: item.itemIncTax ?? 0,
      itemExTax: item.itemExTax ?? 0,
      status: line.fate === 'cancelled' ? 'Z' : shipped ? 'S' : 'O',
      shipped,
      returned: shipped ? Math.floor(line.returnedShare * item.quantity) : 0,
      supplierPrice: item.supplierPrice,
      sellBy: item.sellBy,
      productWeight: item.productWeight,
      sellPack: item.sellPack,
    };
  });
  return { ...order, status: plan.cancelled ? 'Z' : order.status, lines };
}

describe('one money model (issue 29.1)', () => {
  it('a placed order carries the cart’s price, and weighing nothing changes nothing', () => {
    fc.assert(
      fc.property(orderPlan, countryFacts, taxOptions, (plan, country, tax) => {
        const { cart, order } = place(plan, country, tax);
        const again = recalculateOrderTotals(order, country);
        expect(again.totalIncTax).toBe(cart.totalIncTax);
        expect(again.totalTax).toBe(cart.totalTax);
        expect(again.totalExTax).toBe(cart.totalExTax);
        expect(cart.totalIncTax).toBe(
          cart.lines.reduce((sum, line) => sum + line.itemIncTax, 0) + cart.delivery.deliveryIncTax,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('the dashboard’s figures agree to the cent with the orders, tax and profit included', () => {
    fc.assert(
      fc.property(
        fc.array(orderPlan, { minLength: 1, maxLength: 5 }),
        countryFacts,
        taxOptions,
        (plans, country, tax) => {
          const settled = plans.map((plan) =>
            settle(weigh(place(plan, country, tax).order, plan, country), plan),
          );
          const figures = salesFigures(
            settled.map((order) => orderSales(order).sums).reduce(addSales, NO_SALES),
          );

          for (const order of settled) {
            // Every line was live when the order was last recalculated: its total is theirs.
            expect(order.totalIncTax).toBe(
              order.lines.reduce((sum, line) => sum + line.itemIncTax, 0) + order.deliveryIncTax,
            );
            expect(order.totalIncTax).toBe(order.totalExTax + order.totalTax);
          }
          expect(figures).toMatchObject(handSums(settled));
          expect(figures.itemsSold + figures.itemsCancelled).toBe(
            settled.reduce((sum, o) => sum + o.lines.reduce((n, l) => n + l.quantity, 0), 0),
          );

          // Nothing returned, every line shipped: the dashboard earned exactly what was charged.
          const whole = settled.every(
            (o) => o.status !== 'Z' && o.lines.every((l) => l.shipped && l.returned === 0),
          );
          if (whole) {
            expect(figures.totalIncTax).toBe(figures.sales);
            expect(figures.tax).toBe(settled.reduce((sum, o) => sum + o.totalTax, 0));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
