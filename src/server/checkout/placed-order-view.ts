import { eq } from 'drizzle-orm';
import { presentOrder } from '../orders/present-order';
import type { Db } from '../db/client';
import { returnsWindowDays } from '../site/site-settings';
import { orders } from '../db/schema';
import { presentedLines } from '../orders/presented-lines';

/** One placed order exactly as GET orders presents it (src/server/account/orders.ts). */
export async function placedOrderView(db: Db, orderId: string, now = new Date()) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order?.placedAt) throw new Error(`order ${orderId} is not placed`);
  const [{ items, requests }, windowDays] = await Promise.all([
    presentedLines(db, [orderId]),
    returnsWindowDays(db),
  ]);
  return presentOrder(order, items, requests, now, windowDays);
}

export type PlacedOrderView = Awaited<ReturnType<typeof placedOrderView>>;
