import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/rows';
import { orders } from '../db/schema';
import { returnsWindowDays } from '../site/site-settings';
import { presentOrder } from '../orders/present-order';
import { presentedLines } from '../orders/presented-lines';
import { orderParcels } from '../orders/order-parcels';
import { amountsSettled } from '../orders/amount-paid';
import { amountDue } from '../../core/orders/amount-due';
import type { OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import type { AccountOrder } from './account-answers';

/** Placed orders only: an open cart is not an order yet (spec 4, "Cart / order"). */
export const placedOrderOf = (customerId: string) =>
  and(eq(orders.customerId, customerId), isNotNull(orders.placedAt));

/** Orders (or carts) as the account API shows them: each with its lines and return requests. */
async function withLines(db: Db, orderRows: OrderRow[], now: Date): Promise<AccountOrder[]> {
  if (orderRows.length === 0) return [];
  const orderIds = orderRows.map((order) => order.id);

  const [{ items, requests }, windowDays, settled] = await Promise.all([
    presentedLines(db, orderIds),
    returnsWindowDays(db),
    amountsSettled(db, orderIds),
  ]);

  const parcels = await orderParcels(db, orderRows, items);
  return orderRows.map((order) => ({
    ...presentOrder(
      order,
      items.filter((item) => item.orderId === order.id),
      requests,
      now,
      windowDays,
      parcels.get(order.id),
    ),
    /** What it still owes, by the rule the shop's own order page shows (core amountDue). */
    amountDue: amountDue({
      // The tables' check constraints keep the status columns to their codes.
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
      totalIncTax: order.totalIncTax,
      settled: settled.get(order.id) ?? 0,
    }),
  }));
}

/**
 * GET orders: the caller's placed orders, newest first, each with its lines and any return
 * requests. Orders are the caller's by customer id only; an email in the request counts for
 * nothing here.
 */
export async function listOrders(db: Db, customerId: string, now = new Date()) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(placedOrderOf(customerId))
    .orderBy(desc(orders.placedAt), desc(orders.orderNo));
  return withLines(db, orderRows, now);
}

/** The caller's carts not (yet) placed, newest first, in the order shape with their lines. */
export async function listOpenCarts(db: Db, customerId: string, now = new Date()) {
  const cartRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNull(orders.placedAt)))
    .orderBy(desc(orders.dateAdded));
  return withLines(db, cartRows, now);
}
