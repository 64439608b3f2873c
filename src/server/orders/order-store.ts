import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../core/orders/order-status';
import type { DbOrTx, Tx } from '../db/transaction';
import type { OrderRow } from '../db/rows';
import { orderEvents, orders } from '../db/schema';

/**
 * The order row, locked until the transaction ends. Every payment decision and the placement
 * take this lock first, so confirm calls, the webhook and order_confirm run one after another
 * for one cart and each sees what the one before did.
 */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** The paid cart is an order now: its placed status (placeCart's), when, and the terms' time. */
export async function markPlaced(
  tx: Tx,
  orderId: string,
  placed: { status: OrderStatus; termsAcceptedAt: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...placed, placedAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
}

export async function recordEvent(
  db: DbOrTx,
  orderId: string,
  action: string,
  actorId: string | null,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(orderEvents).values({ orderId, action, actorId, details });
}
