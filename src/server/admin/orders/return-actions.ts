import { and, eq, sql } from 'drizzle-orm';
import { returnRefund } from '../../../core/orders/return-refund';
import type { Tx } from '../../db/transaction';
import { amountPaid } from '../../orders/amount-paid';
import { refundReturnShares, takeReturnRefund } from '../../payments/return-refunds';
import { markItemForReturn, receiveReturnedItem } from '../../../core/orders/order-transitions';
import { products, returns } from '../../db/schema';
import { badRequest } from '../../../core/domain-error';
import { returnAuthorisedMail, returnReceivedMail } from '../../mail/templates';
import { allowed, orderState, recordOrderEvent } from '../../orders/locked-order';
import { saveItems } from '../../orders/save-order-state';
import { authoriseReturn, receiveReturn, recordReturn } from '../../orders/return-rows';
import type { OrderItemRow } from '../../db/rows';
import { mailCustomer } from '../../orders/order-action-mails';
import type { FollowUp, OrderAction } from '../../orders/run-order-action';
import { localText } from '../../../core/routes/languages';

export const SHOP_RETURN_REASON = 'Marked for return by the shop';

const itemMail =
  (
    orderId: string,
    item: OrderItemRow,
    quantity: number,
    what: 'return authorised' | 'return received',
    refunded = 0,
  ): FollowUp =>
  async (db) => {
    await mailCustomer(db, orderId, what, ({ lng, name, order }) => {
      const p = {
        lng,
        name,
        orderNo: order.orderNo,
        itemName: localText(item.name, item.itaName, lng),
        quantity,
      };
      return what === 'return authorised'
        ? returnAuthorisedMail(p)
        : returnReceivedMail({ ...p, refunded, currency: order.currency });
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
      await authoriseReturn(tx, request.id, quantity);
    } else {
      await recordReturn(tx, {
        orderId: locked.order.id,
        orderItemId: item.id,
        customerId: locked.order.customerId,
        quantity,
        reason: input.reason || SHOP_RETURN_REASON,
        status: 'A',
        at: now,
      });
    }
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'return_authorised',
      actorId: ctx.actorId,
      itemId: item.id,
      details: { quantity, requested: request !== undefined },
      at: now,
    });
    return itemMail(locked.order.id, item, quantity, 'return authorised');
  };

/** Whether every live item of the order is back once this return is received. */
async function everythingBack(tx: Tx, items: readonly OrderItemRow[], orderId: string) {
  const back = await tx
    .select({ itemId: returns.orderItemId, quantity: returns.quantity })
    .from(returns)
    .where(and(eq(returns.orderId, orderId), eq(returns.status, 'X')));
  const backOf = new Map(back.map((row) => [row.itemId, row.quantity]));
  return items
    .filter((item) => item.status !== 'Z')
    .every((item) => (backOf.get(item.id) ?? 0) >= item.quantity);
}

/**
 * admin_receive_item: the item is back (X), its request X, its units back in stock, and its
 * price (with the delivery fee once everything is back) refunded to the way the customer paid
 * (docs/decisions.md, "Issue 26.2").
 */
export const receiveItemAction =
  (itemId: string): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(receiveReturnedItem(orderState(locked), itemId));
    const item = locked.items.find((row) => row.id === itemId) as OrderItemRow;
    const request = await receiveReturn(tx, item.id, now);
    const quantity = request?.quantity ?? item.quantity;
    await saveItems(tx, locked.items, next.items);
    const units = quantity * item.sellPack;
    if (item.productId) {
      await tx
        .update(products)
        .set({ inStock: sql`${products.inStock} + ${units}` })
        .where(eq(products.id, item.productId));
    }
    const refund = returnRefund({
      lineIncTax: item.itemIncTax,
      quantity: item.quantity,
      returned: quantity,
      deliveryIncTax: locked.order.deliveryIncTax,
      everythingBack: await everythingBack(tx, locked.items, locked.order.id),
      held: await amountPaid(tx, locked.order.id),
    });
    const shares = await takeReturnRefund(tx, locked.order, refund.total, request?.id ?? item.id);
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'return_received',
      actorId: ctx.actorId,
      itemId: item.id,
      details: {
        quantity,
        restocked: item.productId ? units : 0,
        refunded: refund.total,
        deliveryRefunded: refund.delivery,
      },
      at: now,
    });
    const mail = itemMail(locked.order.id, item, quantity, 'return received', refund.total);
    return async (db) => {
      await refundReturnShares(db, shares, ctx.actorId);
      await mail(db);
    };
  };
