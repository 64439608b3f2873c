import { asc, eq } from 'drizzle-orm';
import { presentOrder } from '../orders/present-order';
import type { Db } from '../db/client';
import { returnsWindowDays } from '../site/site-settings';
import { orderItems, orders, products, returns } from '../db/schema';
import { italianOptionNames } from '../orders/line-option-names';

/** One placed order exactly as GET orders presents it (src/server/account/orders.ts). */
export async function placedOrderView(db: Db, orderId: string, now = new Date()) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.placedAt) throw new Error(`order ${orderId} is not placed`);
  const [itemRows, returnRows, windowDays] = await Promise.all([
    db
      .select({ item: orderItems, url: products.url, ...italianOptionNames })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name), asc(orderItems.sku), asc(orderItems.id)),
    db.select().from(returns).where(eq(returns.orderId, orderId)),
    returnsWindowDays(db),
  ]);
  return presentOrder(
    order,
    itemRows.map(({ item, url, ...names }) => ({ ...item, url, ...names })),
    new Map(returnRows.map((row) => [row.orderItemId, row])),
    now,
    windowDays,
  );
}

export type PlacedOrderView = Awaited<ReturnType<typeof placedOrderView>>;
