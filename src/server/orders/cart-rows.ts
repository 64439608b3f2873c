import { and, eq, inArray } from 'drizzle-orm';
import { cancelCart } from '../../core/orders/order-transitions';
import type { CartItemValues, OrderRow, OrderValues } from '../db/rows';
import { orderItems, orders, payments } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * A cart is an order not placed yet: its row and lines are written here, with every other write
 * of an order, and the cart's service (src/server/cart/) decides what to write.
 */

export async function insertCart(tx: Tx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('the cart was not created');
  return row;
}

export async function updateCart(tx: Tx, orderId: string, values: OrderValues): Promise<void> {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export interface LineWrites {
  insert: (CartItemValues & { id: string })[];
  update: (CartItemValues & { id: string })[];
  remove: string[];
}

export async function writeCartItems(tx: Tx, orderId: string, writes: LineWrites): Promise<void> {
  if (writes.remove.length > 0) {
    await tx
      .delete(orderItems)
      .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, writes.remove)));
  }
  for (const { id, ...values } of writes.update) {
    await tx
      .update(orderItems)
      .set(values)
      .where(and(eq(orderItems.id, id), eq(orderItems.orderId, orderId)));
  }
  if (writes.insert.length > 0) {
    await tx.insert(orderItems).values(writes.insert.map((values) => ({ ...values, orderId })));
  }
}

/**
 * An emptied cart goes. One a payment was recorded for cannot be deleted (payments keep their
 * order), so it is closed as cancelled instead: either way it is no longer an open cart.
 */
export async function removeCart(
  tx: Tx,
  cart: Pick<OrderRow, 'id' | 'status'>,
  now: Date,
): Promise<void> {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.orderId, cart.id))
    .limit(1);
  if (paid) {
    const cancelled = cancelCart(cart);
    // Callers pass the open cart they hold locked: anything else is a bug, not a refusal.
    if (!cancelled.ok) throw new Error(`cart ${cart.id} is not open`);
    await tx.delete(orderItems).where(eq(orderItems.orderId, cart.id));
    await updateCart(tx, cart.id, { status: cancelled.status, cancelledAt: now });
    return;
  }
  await tx.delete(orders).where(eq(orders.id, cart.id));
}
