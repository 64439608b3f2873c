import { and, desc, eq } from 'drizzle-orm';
import { returnRefusal } from '../../core/account/returns-window';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import type { ItemStatus, OrderStatus } from '../../core/orders/order-status';
import type { ReturnItem } from '../../core/validation/return-item';
import type { Db } from '../db/client';
import { orderItems, orders, returns } from '../db/schema';
import { DomainError, notFound } from '../../core/domain-error';
import { isRowId } from './ids';
import { placedOrderOf } from './orders';
import { presentReturn } from '../orders/present-order';
import { recordOrderEvent } from '../orders/locked-order';
import { recordReturn } from '../orders/return-rows';
import { returnsWindowDays } from '../site/site-settings';
import { deliverQueuedMails } from '../mail/deliver-queued';
import { queueReturnRequestMails } from './return-request-mails';

/** GET returns: the caller's return requests, newest first (or just the one asked for). */
export async function listReturns(db: Db, customerId: string, onlyId?: string) {
  const rows = await db
    .select({ request: returns, item: orderItems, orderNo: orders.orderNo })
    .from(returns)
    .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(
      and(
        eq(returns.customerId, customerId),
        placedOrderOf(customerId),
        onlyId ? eq(returns.id, onlyId) : undefined,
      ),
    )
    .orderBy(desc(returns.createdAt), desc(returns.id));
  return rows.map(({ request, item, orderNo }) => presentReturn(request, item, { orderNo }));
}

const notReturnable = () =>
  new DomainError('conflict', 'RETURN_NOT_ALLOWED', API_ERROR_MESSAGES.RETURN_NOT_ALLOWED);

/**
 * PUT return_item: the caller asks to send back a shipped line of one of their placed orders
 * within the returns window (site setting returns.days). The line is locked while it is
 * checked, so two requests at once cannot both pass; the request, its order event and its two
 * mails (the shop's, the customer's acknowledgement) are written together or not at all.
 * Someone else's line gets the same 404 as a missing one.
 */
export async function requestReturn(
  db: Db,
  customerId: string,
  input: ReturnItem,
  now = new Date(),
): Promise<string> {
  if (!isRowId(input.orderId) || !isRowId(input.itemId)) throw notFound('That item');
  const { returnId, mailIds } = await db.transaction(async (tx) => {
    const [line] = await tx
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.id, input.itemId),
          eq(orderItems.orderId, input.orderId),
          placedOrderOf(customerId),
        ),
      )
      .for('update', { of: orderItems });
    if (!line) throw notFound('That item');

    const [existing] = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(eq(returns.orderItemId, line.item.id));
    // The tables' check constraints keep the status columns to these codes.
    const refusal = returnRefusal(
      {
        orderStatus: line.order.status as OrderStatus,
        itemStatus: line.item.status as ItemStatus,
        shipped: line.item.shipped,
        shippedDate: line.item.shippedDate,
        quantity: line.item.quantity,
        hasReturn: existing !== undefined,
      },
      now,
      await returnsWindowDays(tx),
      input.quantity,
    );
    if (refusal) throw notReturnable();

    const quantity = input.quantity ?? line.item.quantity;
    const returnId = await recordReturn(tx, {
      orderId: line.item.orderId,
      orderItemId: line.item.id,
      customerId,
      quantity,
      reason: input.reason,
      status: 'R',
      at: now,
    });
    await recordOrderEvent(tx, {
      orderId: line.item.orderId,
      action: 'return_requested',
      actorId: customerId,
      itemId: line.item.id,
      details: { returnId, quantity, reason: input.reason },
      at: now,
    });
    const mailIds = await queueReturnRequestMails(tx, {
      order: line.order,
      item: line.item,
      quantity,
      reason: input.reason,
    });
    return { returnId, mailIds };
  });
  // Committed: a mail that does not go now stays queued for the next flush (never throws).
  await deliverQueuedMails(db, mailIds);
  return returnId;
}
