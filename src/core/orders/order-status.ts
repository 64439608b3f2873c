/** Spec section 4: "Order statuses: O open, C complete, P paid, S shipped, Z cancelled, U unpaid". */
export const ORDER_STATUSES = {
  O: 'Open',
  C: 'Complete',
  P: 'Paid',
  S: 'Shipped',
  Z: 'Cancelled',
  U: 'Unpaid',
} as const;
export type OrderStatus = keyof typeof ORDER_STATUSES;

/** The payment status an order carries beside its status (a new cart starts with U). */
export const PAYMENT_STATUSES = ['O', 'P', 'U'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Item statuses: O open, S shipped, Z cancelled, R marked for return, X returned. */
export const ITEM_STATUSES = ['O', 'S', 'Z', 'R', 'X'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Spec section 4: "combined labels Complete/Paid and Complete/Unpaid". */
export const COMPLETE_PAID_LABEL = 'Complete/Paid';
export const COMPLETE_UNPAID_LABEL = 'Complete/Unpaid';

export function isOrderStatus(value: string): value is OrderStatus {
  return Object.hasOwn(ORDER_STATUSES, value);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isItemStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}

/** The status shown: the order's letter, a complete order's with its payment (spec 4). */
export type ShownStatus = Exclude<OrderStatus, 'C'> | 'CP' | 'CU';

/**
 * The one status an order shows. A complete order is labelled with its payment too, since
 * "complete" alone does not tell whether money is still owed. A placed order's letter says P
 * once its payment arrived; when weighing made it owe money again its payment status is U, and
 * "Paid" would be untrue: it reads Unpaid until the rest is paid (issue 26.5).
 */
export function shownStatus(status: OrderStatus, paymentStatus: PaymentStatus): ShownStatus {
  if (status === 'C') return paymentStatus === 'P' ? 'CP' : 'CU';
  if (status === 'P' && paymentStatus !== 'P') return 'U';
  return status;
}

/** The English label of the status an order shows (shownStatus). */
export function orderStatusLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  const shown = shownStatus(status, paymentStatus);
  if (shown === 'CP') return COMPLETE_PAID_LABEL;
  if (shown === 'CU') return COMPLETE_UNPAID_LABEL;
  return ORDER_STATUSES[shown];
}
