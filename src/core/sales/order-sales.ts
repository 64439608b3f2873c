import { chargeTotals, NO_CHARGE, type Charges } from '../money/charges';
import { divideRoundHalfUp } from '../money/rounding';
import type { TaxSplit } from '../money/tax';
import { supplierCost, type CostedLine } from './supplier-cost';

/*
 * What one placed order adds to the sales dashboard (what counts: docs/decisions.md, "Sales
 * dashboard"). The server stores these per order and the database only adds them up per day
 * (migration 0022_sales_from_order_figures), so this is the dashboard's one formula.
 */

/** An order line as the dashboard reads it. */
export interface SoldLine extends CostedLine {
  sku: string;
  productId: string | null;
  quantity: number;
  itemIncTax: number;
  itemExTax: number;
  /** O, S, Z (cancelled), R, X. */
  status: string;
  shipped: boolean;
  /** Units received back (a return in status X); 0 without one. */
  returned: number;
}

export interface SoldOrder {
  /** Z when cancelled. */
  status: string;
  /** The order's total as charged (chargeTotals when it was placed or recalculated). */
  totalIncTax: number;
  deliveryIncTax: number;
  deliveryExTax: number;
  lines: readonly SoldLine[];
}

/** One order's share of a day's sums: the `order_sales` row, and `sales_days` is their sum. */
export interface OrderSalesSums {
  orders: number;
  cancelledOrders: number;
  /** Totals as charged of the orders not cancelled, and their delivery fees. */
  sales: number;
  deliveryFees: number;
  /** Every charge the shop earned (shipped lines' kept shares, their orders' delivery). */
  earnedInc: number;
  earnedEx: number;
  /** The shipped lines' kept shares alone (turnover), their supplier cost and kept units. */
  keptInc: number;
  keptEx: number;
  supplier: number;
  kept: number;
  sold: number;
  returned: number;
  cancelled: number;
}

export interface SkuSales {
  sku: string;
  productId: string | null;
  kept: number;
  keptInc: number;
}

export const NO_SALES: OrderSalesSums = {
  orders: 0,
  cancelledOrders: 0,
  sales: 0,
  deliveryFees: 0,
  earnedInc: 0,
  earnedEx: 0,
  keptInc: 0,
  keptEx: 0,
  supplier: 0,
  kept: 0,
  sold: 0,
  returned: 0,
  cancelled: 0,
};

/** A line's kept share of one of its amounts, rounded half up once per line. */
const keptShare = (amount: number, kept: number, quantity: number): number =>
  divideRoundHalfUp(amount * kept, quantity);

const split = (incTax: number, exTax: number): TaxSplit => ({ incTax, tax: incTax - exTax, exTax });

/**
 * A line is live when neither it nor its order is cancelled, and earns when it is live and has
 * shipped, for the units not received back; the order's delivery is earned once a line ships.
 */
export function orderSales(order: SoldOrder): { sums: OrderSalesSums; skus: SkuSales[] } {
  const orderLive = order.status !== 'Z';
  const sums = { ...NO_SALES, orders: orderLive ? 1 : 0, cancelledOrders: orderLive ? 0 : 1 };
  const skus: SkuSales[] = [];
  let shippedAny = false;
  for (const line of order.lines) {
    const live = orderLive && line.status !== 'Z';
    const kept = Math.max(line.quantity - line.returned, 0);
    sums.returned += line.returned;
    if (live) sums.sold += line.quantity;
    else sums.cancelled += line.quantity;
    if (!live || !line.shipped) continue;
    shippedAny = true;
    const keptInc = keptShare(line.itemIncTax, kept, line.quantity);
    sums.keptInc += keptInc;
    sums.keptEx += keptShare(line.itemExTax, kept, line.quantity);
    sums.supplier += supplierCost(line, kept);
    sums.kept += kept;
    if (kept > 0) skus.push({ sku: line.sku, productId: line.productId, kept, keptInc });
  }
  if (orderLive) {
    sums.sales = order.totalIncTax;
    sums.deliveryFees = order.deliveryIncTax;
  }
  const earned: Charges = {
    items: split(sums.keptInc, sums.keptEx),
    delivery: shippedAny ? split(order.deliveryIncTax, order.deliveryExTax) : NO_CHARGE,
  };
  const { totalIncTax, totalExTax } = chargeTotals(earned);
  return { sums: { ...sums, earnedInc: totalIncTax, earnedEx: totalExTax }, skus };
}

/** Sums of several orders (or days): every field added. */
export function addSales(a: OrderSalesSums, b: OrderSalesSums): OrderSalesSums {
  const sum = { ...a };
  for (const key of Object.keys(NO_SALES) as (keyof OrderSalesSums)[]) sum[key] += b[key];
  return sum;
}
