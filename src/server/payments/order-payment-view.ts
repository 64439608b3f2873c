import { asc, eq } from 'drizzle-orm';
import { orderStatusLabel } from '../../core/orders/order-status';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';
import { balanceDue } from '../orders/balance-due';
import { italianOptionNames } from '../orders/line-option-names';
import { itemStatusOf, lineSellBy, orderStatusOf, paymentStatusOf } from '../orders/row-codes';
import type { OrderPaymentView } from './payment-answers';

/**
 * The order as its /pay page shows it: what it is for and what it still owes. Nothing of the
 * address or the customer: the link may be forwarded.
 */
export async function orderPaymentView(db: Db, orderId: string): Promise<OrderPaymentView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} is gone`);
  const [items, due] = await Promise.all([
    db
      .select({ item: orderItems, ...italianOptionNames })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name), asc(orderItems.sku), asc(orderItems.id)),
    balanceDue(db, order),
  ]);
  return {
    _id: order.id,
    orderNo: order.orderNo,
    currency: order.currency,
    deliveryIncTax: order.deliveryIncTax,
    totalIncTax: order.totalIncTax,
    amountPaid: due.amountPaid,
    amountDue: due.amountDue,
    status: orderStatusOf(order.status),
    paymentStatus: paymentStatusOf(order.paymentStatus),
    statusLabel: orderStatusLabel(
      orderStatusOf(order.status),
      paymentStatusOf(order.paymentStatus),
    ),
    items: items.map(({ item, ...names }) => ({
      _id: item.id,
      sku: item.sku,
      name: item.name,
      itaName: item.itaName || item.name,
      quantity: item.quantity,
      itemIncTax: item.itemIncTax,
      status: itemStatusOf(item.status),
      // What the line is, so the page can say it as the order does (options, pack, weight).
      size: item.size,
      color: item.color,
      style: item.style,
      packDescr: item.packDescr,
      ...names,
      unitPrice: item.unitPrice,
      sellPack: item.sellPack,
      sellBy: lineSellBy(item.sellBy),
      weighed: item.weighed,
      productWeight: item.productWeight,
    })),
  };
}

export type { OrderPaymentView } from './payment-answers';
