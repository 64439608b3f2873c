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

/**
 * A complete order is labelled with its payment too, since "complete" alone does not tell the
 * shop whether it still has to ask for the money.
 */
export function orderStatusLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  if (status === 'C') return paymentStatus === 'P' ? COMPLETE_PAID_LABEL : COMPLETE_UNPAID_LABEL;
  return ORDER_STATUSES[status];
}
