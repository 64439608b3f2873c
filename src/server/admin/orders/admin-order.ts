import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderEvents, orders, payments } from '../../db/schema';
import { presentOrder } from '../../orders/present-order';
import { isRowId } from '../../account/ids';
import { notFound } from '../../../core/domain-error';
import { amountDue } from '../../../core/orders/amount-due';
import { amountPaid, amountSettled, refundedOf } from '../../orders/amount-paid';
import type { Tx } from '../../db/transaction';
import { presentedLines } from '../../orders/presented-lines';
import { returnsWindowDays } from '../../site/site-settings';
import { orderParcels } from '../../orders/order-parcels';
import { paymentProviderOf, paymentStatusOf } from '../../orders/row-codes';
import type { AdminOrder } from './admin-order-answer';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET admin_order, and the answer of every order action: the customer's order shape
 * (presentOrder) plus what only the shop sees (docs/api-admin.md, Orders: `AdminOrder`).
 */
export async function findAdminOrder(
  db: Db | Tx,
  orderId: string,
  now = new Date(),
): Promise<AdminOrder> {
  if (!isRowId(orderId)) throw notFound('That order');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.placedAt)))
    .limit(1);
  if (!order) throw notFound('That order');

  const [{ items, requests }, paymentRows, eventRows, paid, settled, windowDays] =
    await Promise.all([
      presentedLines(db, [orderId]),
      db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
      db
        .select({ event: orderEvents, by: customers.userName })
        .from(orderEvents)
        .leftJoin(customers, eq(customers.id, orderEvents.actorId))
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.at), desc(orderEvents.id)),
      amountPaid(db, orderId),
      amountSettled(db, orderId),
      returnsWindowDays(db),
    ]);

  const parcels = await orderParcels(db, [order], items);
  const base = presentOrder(order, items, requests, now, windowDays, parcels.get(order.id));
  const paymentStatus = paymentStatusOf(order.paymentStatus);
  const supplierPrices = new Map(items.map((item) => [item.id, item.supplierPrice]));
  return {
    ...base,
    paymentStatus,
    paymentRequestedAt: iso(order.paymentRequestedAt),
    shipperId: order.shipperId,
    amountPaid: paid,
    amountDue: amountDue({
      status: base.status,
      paymentStatus,
      totalIncTax: order.totalIncTax,
      settled,
    }),
    items: base.items.map((item) => ({
      ...item,
      supplierPrice: supplierPrices.get(item._id) ?? 0,
      weighed: item.weighed,
    })),
    payments: paymentRows.map((row) => ({
      provider: paymentProviderOf(row.provider),
      providerId: row.providerId,
      amount: row.amount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      /** Cents of it given back for received returns (issue 26.2). */
      refunded: refundedOf(row),
      // Money recorded by hand says how it came and with what reference.
      ...(row.provider === 'MANUAL'
        ? { method: String(row.raw.method ?? ''), reference: String(row.raw.reference ?? '') }
        : {}),
    })),
    events: eventRows.map(({ event, by }) => ({
      action: event.action,
      at: event.at.toISOString(),
      by: by ?? null,
      itemId: event.orderItemId,
      details: event.details,
    })),
  };
}
