import { eq, sql } from 'drizzle-orm';
import { markItemForReturn, receiveReturnedItem } from '../../../core/orders/order-transitions';
import { products, returns } from '../../db/schema';
import { badRequest } from '../../../core/domain-error';
import { returnAuthorisedMail, returnReceivedMail } from '../../mail/templates';
import { allowed, orderState, recordAdminEvent, saveItems } from './locked-order';
import type { OrderItemRow } from '../../db/rows';
import { mailCustomer } from './order-action-mails';
import type { FollowUp, OrderAction } from './run-order-action';

export const SHOP_RETURN_REASON = 'Marked for return by the shop';

const itemMail =
  (
    orderId: string,
    item: OrderItemRow,
    quantity: number,
    what: 'return authorised' | 'return received',
  ): FollowUp =>
  async (db) => {
    await mailCustomer(db, orderId, what, ({ lng, name, order }) => {
      const p = {
        lng,
        name,
        orderNo: order.orderNo,
        itemName: lng === 'it' ? item.itaName || item.name : item.name,
        quantity,
      };
      return what === 'return authorised' ? returnAuthorisedMail(p) : returnReceivedMail(p);
    });
  };

export interface ReturnInput {
  itemId: string;
  quantity?: number | undefined;
  reason?: string | undefined;
}

/**
 * admin_return_item: the shipped item is marked for return (R) and its return request is
 * authorised (A), or one is made for it when the customer never asked.
 */
export const returnItemAction =
  (input: ReturnInput): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(markItemForReturn(orderState(locked), input.itemId));
    const item = locked.items.find((row) => row.id === input.itemId) as OrderItemRow;
    const [request] = await tx
      .select()
      .from(returns)
      .where(eq(returns.orderItemId, item.id))
      .for('update');
    const quantity = input.quantity ?? request?.quantity ?? item.quantity;
    if (quantity > item.quantity) {
      const message = `At most ${item.quantity}`;
      throw badRequest(message, [{ field: 'quantity', message }]);
    }
    await saveItems(tx, locked.items, next.items);
    if (request) {
      await tx.update(returns).set({ status: 'A', quantity }).where(eq(returns.id, request.id));
    } else {
      await tx.insert(returns).values({
        orderId: locked.order.id,
        orderItemId: item.id,
        customerId: locked.order.customerId,
        quantity,
        reason: input.reason || SHOP_RETURN_REASON,
        policyRead: true,
        status: 'A',
        createdAt: now,
      });
    }
    await recordAdminEvent(tx, {
      orderId: locked.order.id,
      action: 'return_authorised',
      actorId: ctx.actorId,
      itemId: item.id,
      details: { quantity, requested: request !== undefined },
      at: now,
    });
    return itemMail(locked.order.id, item, quantity, 'return authorised');
  };

/** admin_receive_item: the item is back (X), its request X, its units back in stock. */
export const receiveItemAction =
  (itemId: string): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(receiveReturnedItem(orderState(locked), itemId));
    const item = locked.items.find((row) => row.id === itemId) as OrderItemRow;
    const [request] = await tx
      .update(returns)
      .set({ status: 'X', receivedAt: now })
      .where(eq(returns.orderItemId, item.id))
      .returning({ quantity: returns.quantity });
    const quantity = request?.quantity ?? item.quantity;
    await saveItems(tx, locked.items, next.items);
    const units = quantity * item.sellPack;
    if (item.productId) {
      await tx
        .update(products)
        .set({ inStock: sql`${products.inStock} + ${units}` })
        .where(eq(products.id, item.productId));
    }
    await recordAdminEvent(tx, {
      orderId: locked.order.id,
      action: 'return_received',
      actorId: ctx.actorId,
      itemId: item.id,
      details: { quantity, restocked: item.productId ? units : 0 },
      at: now,
    });
    return itemMail(locked.order.id, item, quantity, 'return received');
  };
