import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toIsoDate } from '../../../core/dates/utc-date';
import { orderSales as salesOf, type SoldLine } from '../../../core/sales/order-sales';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import {
  orderItems,
  orderSales,
  orderSalesSkus,
  orders,
  returns,
  salesStaleOrders,
} from '../../db/schema';

/** Orders brought up to date per transaction: a bulk load of ~150,000 goes in steps. */
const BATCH = 500;

/** The orders' lines as core/sales/order-sales.ts reads them, by order id. */
async function linesOf(tx: Tx, ids: string[]): Promise<Map<string, SoldLine[]>> {
  const rows = await tx
    .select({
      orderId: orderItems.orderId,
      sku: orderItems.sku,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      itemIncTax: orderItems.itemIncTax,
      itemExTax: orderItems.itemExTax,
      status: orderItems.status,
      shipped: orderItems.shipped,
      supplierPrice: orderItems.supplierPrice,
      sellBy: orderItems.sellBy,
      productWeight: orderItems.productWeight,
      sellPack: orderItems.sellPack,
      returned: sql<number>`coalesce(${returns.quantity}, 0)`.mapWith(Number),
    })
    .from(orderItems)
    .leftJoin(returns, and(eq(returns.orderItemId, orderItems.id), eq(returns.status, 'X')))
    .where(inArray(orderItems.orderId, ids));
  const byOrder = new Map<string, SoldLine[]>();
  for (const { orderId, ...line } of rows) {
    const lines = byOrder.get(orderId) ?? [];
    lines.push(line);
    byOrder.set(orderId, lines);
  }
  return byOrder;
}

/** Rewrites the noted orders' figures and the days they were and are on; false when none. */
async function syncBatch(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, not skipped: a reader waits for another's sync rather than read around it, and a
    // writer noting one of these again waits too, so its note outlives this sync.
    const stale = await tx
      .select({ id: salesStaleOrders.orderId })
      .from(salesStaleOrders)
      .orderBy(asc(salesStaleOrders.orderId))
      .limit(BATCH)
      .for('update');
    if (stale.length === 0) return false;
    const ids = stale.map((row) => row.id);
    const [placed, lines, before] = await Promise.all([
      tx
        .select({
          id: orders.id,
          placedAt: orders.placedAt,
          status: orders.status,
          totalIncTax: orders.totalIncTax,
          deliveryIncTax: orders.deliveryIncTax,
          deliveryExTax: orders.deliveryExTax,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
      linesOf(tx, ids),
      tx.select({ day: orderSales.day }).from(orderSales).where(inArray(orderSales.orderId, ids)),
    ]);
    const days = new Set(before.map((row) => row.day));
    const figures = [];
    const skus = [];
    for (const order of placed) {
      if (order.placedAt === null) continue;
      const day = toIsoDate(order.placedAt);
      days.add(day);
      const { sums, skus: kept } = salesOf({ ...order, lines: lines.get(order.id) ?? [] });
      figures.push({ orderId: order.id, day, ...sums });
      skus.push(...kept.map((sku) => ({ orderId: order.id, day, ...sku })));
    }
    await tx.delete(orderSales).where(inArray(orderSales.orderId, ids));
    await tx.delete(orderSalesSkus).where(inArray(orderSalesSkus.orderId, ids));
    if (figures.length > 0) await tx.insert(orderSales).values(figures);
    if (skus.length > 0) await tx.insert(orderSalesSkus).values(skus);
    await tx.delete(salesStaleOrders).where(inArray(salesStaleOrders.orderId, ids));
    // One array literal of ISO days (drizzle would spread a JS array into separate parameters).
    await tx.execute(sql`select sales_refresh_days(${`{${[...days].join(',')}}`}::date[])`);
    return true;
  });
}

/**
 * Brings every order noted as changed (sales_stale_orders, kept by the triggers of migration
 * 0022) up to date: its figures from core/sales/order-sales.ts, then its days re-summed.
 */
export async function syncOrderSales(db: Db): Promise<void> {
  while (await syncBatch(db)) {
    // Each batch commits on its own, so a long catch-up never holds every day's lock at once.
  }
}
