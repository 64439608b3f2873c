import type { PaymentStatus } from './order-status';

/**
 * Spec section 4: "Order list filters use C, O, U, P, S, Z, A." (A is all orders.) R is ours:
 * orders with a return to handle (core/orders/line-status, RETURN_TO_HANDLE).
 */
export const ORDER_FILTERS = [
  { code: 'C', label: 'Complete' },
  { code: 'O', label: 'Open' },
  { code: 'U', label: 'Unpaid' },
  { code: 'P', label: 'Paid' },
  { code: 'S', label: 'Shipped' },
  { code: 'Z', label: 'Cancelled' },
  { code: 'A', label: 'All' },
  { code: 'R', label: 'Returns to handle' },
] as const;
export type OrderFilterCode = (typeof ORDER_FILTERS)[number]['code'];

export function isOrderFilterCode(value: string): value is OrderFilterCode {
  return ORDER_FILTERS.some((filter) => filter.code === value);
}

/**
 * Spec section 4: "Order filter to payment-status filter: O gives O, P gives P, S gives S, U
 * gives both O and U." The other filters (C, Z, A) do not filter on payment: null. S is passed
 * through as the spec states, even though S is not a payment status of its own.
 */
export function paymentStatusFilter(filter: string): readonly (PaymentStatus | 'S')[] | null {
  switch (filter) {
    case 'O':
      return ['O'];
    case 'P':
      return ['P'];
    case 'S':
      return ['S'];
    case 'U':
      return ['O', 'U'];
    default:
      return null;
  }
}
