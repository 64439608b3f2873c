import { lineStatus, type LineStatus } from './line-status';
import {
  shownStatus,
  type OrderStatus,
  type PaymentStatus,
  type ShownStatus,
} from './order-status';
import {
  cancelOrder,
  completeOrder,
  markItemForReturn,
  markOrderPaid,
  receiveReturnedItem,
  reopenOrder,
  shipItem,
  shipOrder,
  type OrderItemState,
  type OrderState,
  type OrderTransitionError,
} from './order-transitions';

/**
 * One order as a page shows it, derived from its facts in one place (issue 26.5): the one
 * status label, what it owes and was given back, each line's state, and for every action
 * either "available" or the reason it is not. The admin page and the customer's orders render
 * from this, so no two parts of a page can tell different stories.
 */

/** The payment shown: its status, or `refunded` once a cancelled order's money went back. */
export type ShownPayment = PaymentStatus | 'refunded';

export const ORDER_ACTIONS = ['shipOrder', 'markPaid', 'complete', 'reopen', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ITEM_ACTIONS = ['ship', 'weigh', 'markReturn', 'receive'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

/** Why an action is not offered: a transition's refusal, or a line not priced by weight. */
export type ActionReason = OrderTransitionError | 'ITEM_NOT_BY_WEIGHT';

export type Availability = { available: true } | { available: false; reason: ActionReason };

export interface OrderViewItem extends OrderItemState {
  /** u unit, w weight (only weight-priced lines are weighed). */
  sellBy: string;
  /** The status of the line's return request, if any (R requested, A, X, N). */
  returnStatus?: string | null | undefined;
}

export interface OrderViewFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Cents still owed, as the server's amountDue rule computed it (core/orders/amount-due). */
  amountDue: number;
  /** Cents given back to the customer (refunded payments and refunded returns). */
  amountRefunded: number;
  items: readonly OrderViewItem[];
}

export interface ShownItem {
  id: string;
  shown: LineStatus;
  actions: Record<ItemAction, Availability>;
}

export interface OrderView {
  status: ShownStatus;
  payment: ShownPayment;
  amountDue: number;
  amountRefunded: number;
  actions: Record<OrderAction, Availability>;
  items: ShownItem[];
  /** False when neither the order nor any line has an action left. */
  anyAction: boolean;
}

const AVAILABLE: Availability = { available: true };

function availability(result: { ok: true } | { ok: false; error: ActionReason }): Availability {
  return result.ok ? AVAILABLE : { available: false, reason: result.error };
}

/** A weight is set on a live weight-priced line while the order is still being prepared. */
function weighing(order: OrderState, item: OrderViewItem): Availability {
  const refuse = (reason: ActionReason): Availability => ({ available: false, reason });
  if (order.status === 'Z') return refuse('ORDER_CANCELLED');
  if (order.status === 'S') return refuse('ORDER_SHIPPED');
  if (item.status === 'Z') return refuse('ITEM_CANCELLED');
  if (item.sellBy !== 'w') return refuse('ITEM_NOT_BY_WEIGHT');
  return AVAILABLE;
}

function itemView(order: OrderState, item: OrderViewItem, now: Date): ShownItem {
  // A line still waiting when its order was cancelled will never be sent: it reads cancelled.
  const cancelledWithOrder = order.status === 'Z' && item.status === 'O' && !item.shipped;
  return {
    id: item.id,
    shown: cancelledWithOrder ? 'Z' : lineStatus(item.status, item.returnStatus),
    actions: {
      ship: availability(shipItem(order, item.id, now)),
      weigh: weighing(order, item),
      markReturn: availability(markItemForReturn(order, item.id)),
      receive: availability(receiveReturnedItem(order, item.id)),
    },
  };
}

export function orderView(facts: OrderViewFacts, now = new Date()): OrderView {
  const order: OrderState = facts;
  const cancelled = facts.status === 'Z';
  const actions: Record<OrderAction, Availability> = {
    shipOrder: availability(shipOrder(order, now)),
    markPaid: availability(markOrderPaid(order)),
    complete: availability(completeOrder(order)),
    reopen: availability(reopenOrder(order)),
    cancel: availability(cancelOrder(order)),
  };
  const items = facts.items.map((item) => itemView(order, item, now));
  const anyAction = [
    ...Object.values(actions),
    ...items.flatMap((item) => Object.values(item.actions)),
  ].some((action) => action.available);
  return {
    status: shownStatus(facts.status, facts.paymentStatus),
    payment: cancelled && facts.amountRefunded > 0 ? 'refunded' : facts.paymentStatus,
    amountDue: cancelled ? 0 : facts.amountDue,
    amountRefunded: facts.amountRefunded,
    actions,
    items,
    anyAction,
  };
}

/**
 * A line's reason worth showing beside it: why a line still to send cannot be sent, unless the
 * whole order's shipping is refused for the same reason (said once, by the order's actions).
 */
export function lineShipNote(view: OrderView, item: ShownItem): ActionReason | null {
  const ship = item.actions.ship;
  if (ship.available || item.shown !== 'O') return null;
  const order = view.actions.shipOrder;
  if (!order.available && order.reason === ship.reason) return null;
  return ship.reason;
}
