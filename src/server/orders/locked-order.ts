import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import type { ItemStatus, OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import type {
  OrderItemState,
  OrderState,
  OrderTransitionError,
} from '../../core/orders/order-transitions';
import type { OrderItemRow, OrderRow } from '../db/rows';
import { orderEvents, orderItems, orders } from '../db/schema';
import { DomainError, notFound } from '../../core/domain-error';
import type { Tx } from '../db/transaction';

export interface LockedOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/**
 * The placed order, its row locked until the transaction ends (`for update`), and its lines.
 * Every admin action takes this lock first, so two administrators acting on one order (ship
 * and cancel) run one after the other and the second sees what the first did.
 */
export async function lockPlacedOrder(tx: Tx, orderId: string): Promise<LockedOrder> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.placedAt)))
    .for('update');
  if (!order) throw notFound('That order');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { order, items };
}

/** The rows as the pure transitions see them (src/core/orders/order-transitions.ts). */
export function orderState({ order, items }: LockedOrder): OrderState {
  // The tables' check constraints keep the status columns to these codes.
  return {
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    items: items.map((item): OrderItemState => ({
      id: item.id,
      status: item.status as ItemStatus,
      shipped: item.shipped,
      shippedDate: item.shippedDate ? item.shippedDate.toISOString() : null,
    })),
  };
}

export const refusal = (code: OrderTransitionError | 'STOCK_NEEDED') =>
  new DomainError('conflict', code, API_ERROR_MESSAGES[code]);

/** The transition's new order, or its refusal as a 409 with the transition's own code. */
export function allowed<O>(
  result: { ok: true; order: O } | { ok: false; error: OrderTransitionError },
): O {
  if (!result.ok) throw refusal(result.error);
  return result.order;
}

/** One entry of the order's history: an administrator's action or its customer's request. */
export async function recordOrderEvent(
  tx: Tx,
  event: {
    orderId: string;
    action: string;
    actorId: string;
    itemId?: string;
    details?: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    orderItemId: event.itemId ?? null,
    action: event.action,
    actorId: event.actorId,
    details: event.details ?? {},
    at: event.at,
  });
}
