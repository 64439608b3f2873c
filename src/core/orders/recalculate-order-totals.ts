import { cartTotals, type CartLine, type CartTotals, type TaxOptions } from '../cart/cart-totals';
import {
  deliveryFee,
  deliveryFeeTax,
  type DeliveryFees,
  type DeliveryTaxAmounts,
  type DeliveryType,
} from '../delivery/delivery-fee';
import { chargeTotals, orderCharges } from '../money/charges';
import { assertSafeInteger } from '../money/rounding';
import type { ItemStatus } from './order-status';
import type { TransitionResult } from './order-transitions';

export interface OrderLine extends CartLine {
  id: string;
  status: ItemStatus;
  itemIncTax?: number;
  itemTax?: number;
  itemExTax?: number;
}

export interface OrderForTotals extends TaxOptions {
  deliveryType: DeliveryType;
  items: readonly OrderLine[];
}

export interface OrderTotals extends CartTotals, DeliveryTaxAmounts {
  totalIncTax: number;
  totalTax: number;
  totalExTax: number;
}

type PricingOptions = TaxOptions & { deliveryType: DeliveryType; country: DeliveryFees };

function priceOrder<T extends CartLine>(items: readonly T[], options: PricingOptions) {
  const priced = cartTotals(items, options);
  const fee = deliveryFee({
    deliveryWeight: priced.deliveryWeight,
    deliveryItems: priced.deliveryItems,
    totalWeight: priced.totalWeight,
    totalItems: priced.totalItems,
    type: options.deliveryType,
    country: options.country,
  });
  const delivery = deliveryFeeTax(fee, options);
  const totals: OrderTotals = {
    totalItems: priced.totalItems,
    totalWeight: priced.totalWeight,
    totalPrice: priced.totalPrice,
    cartIncTax: priced.cartIncTax,
    cartTax: priced.cartTax,
    cartExTax: priced.cartExTax,
    deliveryItems: priced.deliveryItems,
    deliveryWeight: priced.deliveryWeight,
    ...delivery,
    ...chargeTotals(orderCharges({ ...priced, ...delivery })),
  };
  return { lines: priced.items, totals };
}

/**
 * The cart and delivery amounts of spec section 3 ("delivery (... totalIncTax, totalTax,
 * totalExTax, cartIncTax ...)"): cart lines from cartTotals, the fee from deliveryFee, and the
 * order totals as their sums, so inc = ex + tax holds for cart, delivery and total alike.
 */
export function orderTotals(items: readonly CartLine[], options: PricingOptions): OrderTotals {
  return priceOrder(items, options).totals;
}

/**
 * Spec section 4: "The item-weight update recalculates the order totals in place." Cancelled
 * items (status Z) leave the totals and keep the amounts they had; every other line is
 * re-priced and gets fresh itemIncTax, itemTax and itemExTax.
 */
export function recalculateOrderTotals<O extends OrderForTotals>(
  order: O,
  country: DeliveryFees,
): O & OrderTotals {
  const live = order.items.filter((item) => item.status !== 'Z');
  const { lines, totals } = priceOrder(live, {
    taxBp: order.taxBp,
    taxIncluded: order.taxIncluded,
    deliveryType: order.deliveryType,
    country,
  });
  const byId = new Map(lines.map((line) => [line.id, line]));
  const items = order.items.map((item) => byId.get(item.id) ?? item);
  return { ...order, items, ...totals };
}

/**
 * The admin enters the real weight of an item (grams per unit, like productWeight). A
 * weight-priced item counts as weighed from then on, so its price is no longer TBC; the order
 * totals and delivery fee follow. A cancelled order or item cannot be weighed.
 */
export function setItemWeight<O extends OrderForTotals & { status: string }>(
  order: O,
  itemId: string,
  grams: number,
  country: DeliveryFees,
): TransitionResult<O & OrderTotals> {
  assertSafeInteger(grams, 'grams');
  if (grams < 0) throw new RangeError('grams must not be negative');
  if (order.status === 'Z') return { ok: false, error: 'ORDER_CANCELLED' };
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (!item) return { ok: false, error: 'ITEM_NOT_FOUND' };
  if (item.status === 'Z') return { ok: false, error: 'ITEM_CANCELLED' };
  const items = order.items.map((candidate) =>
    candidate.id === itemId
      ? {
          ...candidate,
          productWeight: grams,
          weighed: candidate.sellBy === 'w' ? true : candidate.weighed,
        }
      : candidate,
  );
  return { ok: true, order: recalculateOrderTotals({ ...order, items }, country) };
}
