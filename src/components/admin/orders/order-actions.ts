import {
  isOrderStatus,
  ITEM_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  type ItemStatus,
  type PaymentStatus,
} from '../../../core/orders/order-status';
import {
  cancelOrder,
  completeOrder,
  markItemForReturn,
  markOrderPaid,
  receiveReturnedItem,
  reopenOrder,
  shipItem,
  shipOrder,
  type OrderState,
} from '../../../core/orders/order-transitions';

/** The fields of an order the action rules read (AdminOrder has them all). */
export interface OrderFacts {
  status: string;
  paymentStatus: string;
  amountDue: number;
  items: readonly {
    _id: string;
    status: string;
    shipped: boolean;
    shippedDate: string | null;
    sellBy: string;
  }[];
}

export interface OrderActions {
  shipOrder: boolean;
  markPaid: boolean;
  cancel: boolean;
  reopen: boolean;
  complete: boolean;
}

export interface ItemActions {
  ship: boolean;
  markReturn: boolean;
  receive: boolean;
  weigh: boolean;
}

const NO_ORDER_ACTIONS: OrderActions = {
  shipOrder: false,
  markPaid: false,
  cancel: false,
  reopen: false,
  complete: false,
};

const isPaymentStatus = (value: string): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly string[]).includes(value);
const isItemStatus = (value: string): value is ItemStatus =>
  (ITEM_STATUSES as readonly string[]).includes(value);

/** The order as the core transitions take it; null when the answer holds a code they do not know. */
function transitionState(order: OrderFacts): OrderState | null {
  const { status, paymentStatus } = order;
  if (!isOrderStatus(status) || !isPaymentStatus(paymentStatus)) return null;
  if (!order.items.every((item) => isItemStatus(item.status))) return null;
  return {
    status,
    paymentStatus,
    items: order.items.map((item) => ({
      id: item._id,
      status: item.status as ItemStatus,
      shipped: item.shipped,
      shippedDate: item.shippedDate,
    })),
  };
}

/**
 * Which order buttons to show: the same pure transitions the server applies, so a button is
 * there only when the server would accept the call (spec 4: "Other transitions: not shown").
 */
export function orderActions(order: OrderFacts, now = new Date()): OrderActions {
  const state = transitionState(order);
  if (!state) return NO_ORDER_ACTIONS;
  return {
    shipOrder: shipOrder(state, now).ok,
    markPaid: markOrderPaid(state).ok,
    cancel: cancelOrder(state).ok,
    reopen: reopenOrder(state).ok,
    complete: completeOrder(state).ok,
  };
}

/**
 * One line's buttons. A weight can be set on a weight-priced line while the order is still
 * being prepared (not shipped, not cancelled).
 */
export function itemActions(order: OrderFacts, itemId: string, now = new Date()): ItemActions {
  const state = transitionState(order);
  const item = order.items.find((candidate) => candidate._id === itemId);
  if (!state || !item) return { ship: false, markReturn: false, receive: false, weigh: false };
  return {
    ship: shipItem(state, itemId, now).ok,
    markReturn: markItemForReturn(state, itemId).ok,
    receive: receiveReturnedItem(state, itemId).ok,
    weigh: item.sellBy === 'w' && item.status !== 'Z' && !['S', 'Z'].includes(order.status),
  };
}

/**
 * Completing an order that still owes money mails the customer a payment link (the API asks
 * when amountDue > 0, whatever the payment status says).
 */
export const completeAsksPayment = (order: Pick<OrderFacts, 'amountDue'>) => order.amountDue > 0;

/**
 * The translation key of an order's status, with the core's English label as the fallback
 * (a complete order is labelled with its payment: CP, CU).
 */
export function statusText(
  status: string,
  paymentStatus: string,
): { key: string; fallback: string } {
  if (!isOrderStatus(status) || !isPaymentStatus(paymentStatus)) {
    return { key: `adminOrders.status.${status}`, fallback: status };
  }
  const code = status === 'C' ? (paymentStatus === 'P' ? 'CP' : 'CU') : status;
  return { key: `adminOrders.status.${code}`, fallback: orderStatusLabel(status, paymentStatus) };
}

/**
 * An event's action as a translation key. Admin calls may log their call name (admin_ship_item)
 * or the bare action (ship_item): both read the same text; an unknown one reads as itself.
 */
export function eventText(action: string): { key: string; fallback: string } {
  const bare = action.replace(/^admin_/, '');
  return { key: `adminOrders.event.${bare}`, fallback: bare.replace(/_/g, ' ') };
}
