import { amountRefunded } from '../../core/orders/amount-due';
import { isItemStatus, isOrderStatus, isPaymentStatus } from '../../core/orders/order-status';
import { orderView, type OrderView } from '../../core/orders/order-view';

/** The fields of an order its view reads (the admin's order has them all). */
export interface OrderFacts {
  status: string;
  paymentStatus: string;
  amountDue: number;
  payments: readonly { status: string; amount: number; refunded: number }[];
  items: readonly {
    _id: string;
    status: string;
    shipped: boolean;
    shippedDate: string | null;
    sellBy: string;
    return?: { status: string } | null;
  }[];
}

/**
 * An order as a page shows it (core/orders/order-view), for the shop's order page and the
 * customer's orders alike: the same pure transitions the server applies, so a button is there
 * only when the server would accept the call, and every other action says why not. Null when
 * the answer holds a code this page does not know.
 */
export function shownOrder(order: OrderFacts, now = new Date()): OrderView | null {
  const { status, paymentStatus } = order;
  if (!isOrderStatus(status) || !isPaymentStatus(paymentStatus)) return null;
  const items = [];
  for (const item of order.items) {
    if (!isItemStatus(item.status)) return null;
    items.push({
      id: item._id,
      status: item.status,
      shipped: item.shipped,
      shippedDate: item.shippedDate,
      sellBy: item.sellBy,
      returnStatus: item.return?.status ?? null,
    });
  }
  return orderView(
    {
      status,
      paymentStatus,
      amountDue: order.amountDue,
      amountRefunded: amountRefunded(order.payments),
      items,
    },
    now,
  );
}
