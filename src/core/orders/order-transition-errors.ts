/**
 * The refusals of the admin order actions (order-transitions.ts), apart from the actions
 * themselves: every form's error catalogue (core/api-errors) lists them, and the storefront's
 * shared bundle should carry the messages without the order logic.
 */
export const ORDER_TRANSITION_ERRORS = {
  ORDER_CANCELLED: 'The order is cancelled',
  ORDER_SHIPPED: 'The order has been shipped',
  ORDER_PARTLY_SHIPPED: 'Part of the order has been shipped',
  ORDER_UNPAID: 'The order has not been paid',
  ORDER_ALREADY_OPEN: 'The order is already open',
  ORDER_ALREADY_PAID: 'The order is already paid',
  ORDER_ALREADY_COMPLETE: 'The order is already complete',
  NOTHING_TO_SHIP: 'The order has no items to ship',
  ITEM_NOT_FOUND: 'The item is not in the order',
  ITEM_CANCELLED: 'The item is cancelled',
  ITEM_ALREADY_SHIPPED: 'The item has already been shipped',
  ITEM_NOT_SHIPPED: 'The item has not been shipped',
  ITEM_ALREADY_RETURNED: 'The item is already marked for return',
  ITEM_NOT_MARKED: 'The item has not been marked for return',
} as const;
