import { eq } from 'drizzle-orm';
import type { OrderItemState, OrderState } from '../../core/orders/order-transitions';
import type { OrderItemRow } from '../db/rows';
import { orderItems, orders } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { ActionContext } from './run-order-action';

/** Writes the item lines whose status or shipping the transition changed. */
export async function saveItems(
  tx: Tx,
  before: readonly OrderItemRow[],
  after: readonly OrderItemState[],
): Promise<void> {
  for (const item of after) {
    const old = before.find((row) => row.id === item.id);
    const shippedDate = item.shippedDate ? new Date(item.shippedDate) : null;
    if (
      old &&
      old.status === item.status &&
      old.shipped === item.shipped &&
      (old.shippedDate?.getTime() ?? null) === (shippedDate?.getTime() ?? null)
    ) {
      continue;
    }
    await tx
      .update(orderItems)
      .set({ status: item.status, shipped: item.shipped, shippedDate })
      .where(eq(orderItems.id, item.id));
  }
}

/** Writes the transition's order status, items and timestamps. */
export async function saveOrderState(
  { tx, locked, now }: ActionContext,
  next: OrderState,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  await saveItems(tx, locked.items, next.items);
  await tx
    .update(orders)
    .set({ status: next.status, paymentStatus: next.paymentStatus, updatedAt: now, ...extra })
    .where(eq(orders.id, locked.order.id));
}
