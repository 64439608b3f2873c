import type { ItemStatus, OrderStatus, PaymentStatus } from './order-status';
import { ORDER_TRANSITION_ERRORS } from './order-transition-errors';

/**
 * Admin order actions (spec section 4) as pure functions: each returns the changed copy of the
 * order, or a typed error when the action makes no sense for the order's state, so the UI can
 * apply the change locally after a successful call exactly as the server does.
 */
export interface OrderItemState {
  id: string;
  status: ItemStatus;
  shipped: boolean;
  /** ISO timestamp, null until shipped. */
  shippedDate: string | null;
}

export interface OrderState<I extends OrderItemState = OrderItemState> {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  items: readonly I[];
}

export { ORDER_TRANSITION_ERRORS };
export type OrderTransitionError = keyof typeof ORDER_TRANSITION_ERRORS;

export type TransitionResult<O> =
  { ok: true; order: O } | { ok: false; error: OrderTransitionError };

const fail = (error: OrderTransitionError): { ok: false; error: OrderTransitionError } => ({
  ok: false,
  error,
});

const isLive = (item: OrderItemState): boolean => item.status !== 'Z';

/** Every live item has left: the order is shipped whatever its status letter says. */
const allShipped = (order: OrderState): boolean =>
  order.items.some(isLive) && order.items.filter(isLive).every((item) => item.shipped);

function shippedCopy<I extends OrderItemState>(item: I, now: Date): I {
  return { ...item, shipped: true, status: 'S', shippedDate: now.toISOString() };
}

/** Goods leave only against payment, and never once the order is cancelled. */
function shippingRefusal(order: OrderState): OrderTransitionError | null {
  if (order.status === 'Z') return 'ORDER_CANCELLED';
  if (order.paymentStatus !== 'P') return 'ORDER_UNPAID';
  return null;
}

/**
 * Spec: "ship item makes the order S when every item is shipped". Cancelled items are not
 * waited for: an order whose live items have all left is shipped.
 */
export function shipItem<O extends OrderState>(
  order: O,
  itemId: string,
  now: Date,
): TransitionResult<O> {
  const refusal = shippingRefusal(order);
  if (refusal) return fail(refusal);
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (!item) return fail('ITEM_NOT_FOUND');
  if (item.status === 'Z') return fail('ITEM_CANCELLED');
  if (item.shipped) return fail('ITEM_ALREADY_SHIPPED');
  const items = order.items.map((candidate) =>
    candidate.id === itemId ? shippedCopy(candidate, now) : candidate,
  );
  const next = { ...order, items };
  return { ok: true, order: { ...next, status: allShipped(next) ? 'S' : order.status } };
}

/**
 * Spec: "ship order makes the order S and every item shipped". Cancelled items stay cancelled;
 * items already shipped keep their shipping date.
 */
export function shipOrder<O extends OrderState>(order: O, now: Date): TransitionResult<O> {
  const refusal = shippingRefusal(order);
  if (refusal) return fail(refusal);
  if (order.status === 'S') return fail('ORDER_SHIPPED');
  if (!order.items.some(isLive)) return fail('NOTHING_TO_SHIP');
  // A complete order whose goods all left has nothing to send either.
  if (allShipped(order)) return fail('ORDER_SHIPPED');
  const items = order.items.map((item) =>
    isLive(item) && !item.shipped ? shippedCopy(item, now) : item,
  );
  return { ok: true, order: { ...order, items, status: 'S' } };
}

/**
 * Spec: "reopen (R) makes it O" (the admin "restore"). A shipped order cannot be reopened:
 * its goods have left (a complete order that was shipped neither). Items keep their statuses,
 * so a restored cancelled order is as before.
 */
export function reopenOrder<O extends OrderState>(order: O): TransitionResult<O> {
  if (order.status === 'O') return fail('ORDER_ALREADY_OPEN');
  if (order.status === 'S' || allShipped(order)) return fail('ORDER_SHIPPED');
  return { ok: true, order: { ...order, status: 'O' } };
}

/**
 * Spec: "cancel (Z) makes it Z". Refused once any item has been shipped (a return is the way
 * back then). A paid order may be cancelled; refunding is the payment provider's business.
 * Only the order status changes, so reopening restores the order exactly.
 */
export function cancelOrder<O extends OrderState>(order: O): TransitionResult<O> {
  if (order.status === 'Z') return fail('ORDER_CANCELLED');
  if (order.status === 'S') return fail('ORDER_SHIPPED');
  if (order.items.some((item) => item.shipped)) return fail('ORDER_PARTLY_SHIPPED');
  return { ok: true, order: { ...order, status: 'Z' } };
}

/**
 * Spec: "mark as paid". The payment status becomes P; an open or unpaid order becomes P (paid),
 * while a complete or shipped order keeps its status (its label then reads Complete/Paid).
 */
export function markOrderPaid<O extends OrderState>(order: O): TransitionResult<O> {
  if (order.status === 'Z') return fail('ORDER_CANCELLED');
  if (order.paymentStatus === 'P') return fail('ORDER_ALREADY_PAID');
  const status: OrderStatus = order.status === 'O' || order.status === 'U' ? 'P' : order.status;
  return { ok: true, order: { ...order, paymentStatus: 'P', status } };
}

export type CompleteResult<O> =
  { ok: true; order: O; requestPayment: boolean } | { ok: false; error: OrderTransitionError };

/**
 * Spec: "complete (with request for payment)". The order becomes C; requestPayment tells the
 * caller to ask the customer for the money when the order is not paid (Complete/Unpaid). A
 * shipped order is completed too once its goods have arrived: C is the order's final state
 * (issue 26.5, docs/decisions.md).
 */
export function completeOrder<O extends OrderState>(order: O): CompleteResult<O> {
  if (order.status === 'Z') return fail('ORDER_CANCELLED');
  if (order.status === 'C') return fail('ORDER_ALREADY_COMPLETE');
  return {
    ok: true,
    order: { ...order, status: 'C' },
    requestPayment: order.paymentStatus !== 'P',
  };
}

/** Spec: "A returned item can be marked for return." Only a shipped item can come back. */
export function markItemForReturn<O extends OrderState>(
  order: O,
  itemId: string,
): TransitionResult<O> {
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (!item) return fail('ITEM_NOT_FOUND');
  if (item.status === 'R' || item.status === 'X') return fail('ITEM_ALREADY_RETURNED');
  if (!item.shipped) return fail('ITEM_NOT_SHIPPED');
  const items = order.items.map((candidate) =>
    candidate.id === itemId ? { ...candidate, status: 'R' as const } : candidate,
  );
  return { ok: true, order: { ...order, items } };
}

/**
 * The goods of an item marked for return (R) are back in the shop: the item becomes X
 * (returned). Anything not marked for return first cannot be received.
 */
export function receiveReturnedItem<O extends OrderState>(
  order: O,
  itemId: string,
): TransitionResult<O> {
  const item = order.items.find((candidate) => candidate.id === itemId);
  if (!item) return fail('ITEM_NOT_FOUND');
  if (item.status !== 'R') return fail('ITEM_NOT_MARKED');
  const items = order.items.map((candidate) =>
    candidate.id === itemId ? { ...candidate, status: 'X' as const } : candidate,
  );
  return { ok: true, order: { ...order, items } };
}

/**
 * A cart is an order not placed yet, open (O) until its payment places it or it is given up.
 * Its two steps are not admin actions: the letters each starts from and goes to, for the one
 * cart (placeCart, cancelCart) and for SQL that moves many carts at once.
 */
export const CART_STEPS = {
  /** Its payment went through and checkout placed it: a paid order. */
  place: { from: 'O', to: 'P' },
  /** Emptied after a payment was tried for it, or its owner deleted the account. */
  cancel: { from: 'O', to: 'Z' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus }>;

/** Why a cart cannot take a step; checkout answers in its own words, never with these. */
export type CartStepRefusal = 'NOT_OPEN' | 'NOT_PAID';

export type CartStep = { ok: true; status: OrderStatus } | { ok: false; error: CartStepRefusal };

/** Only an open cart whose payment succeeded is placed. */
export function placeCart(cart: { status: string; paymentStatus: string }): CartStep {
  if (cart.status !== CART_STEPS.place.from) return { ok: false, error: 'NOT_OPEN' };
  if (cart.paymentStatus !== 'P') return { ok: false, error: 'NOT_PAID' };
  return { ok: true, status: CART_STEPS.place.to };
}

/** Only an open cart is cancelled: a placed order is the admin's to cancel (cancelOrder). */
export function cancelCart(cart: { status: string }): CartStep {
  if (cart.status !== CART_STEPS.cancel.from) return { ok: false, error: 'NOT_OPEN' };
  return { ok: true, status: CART_STEPS.cancel.to };
}
