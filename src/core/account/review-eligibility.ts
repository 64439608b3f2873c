import type { ItemStatus, OrderStatus, PaymentStatus } from '../orders/order-status';

/** One line of the customer's orders with the product in question, as the rule needs it. */
export interface PurchasedLine {
  placed: boolean;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  itemStatus: ItemStatus;
}

/** Order statuses that mean the order went through: paid, shipped or complete. */
const PURCHASED_ORDER_STATUSES: readonly OrderStatus[] = ['P', 'S', 'C'];

/**
 * Spec 5: "A review requires a prior purchase of the item." A line counts when its order was
 * placed and paid (or went further) and the line itself was not cancelled. A complete order
 * still unpaid (Complete/Unpaid) does not count until the money arrives: nobody has bought
 * what they have not paid for. A returned line still counts; its buyer has used the product.
 */
export function countsAsPurchase(line: PurchasedLine): boolean {
  return (
    line.placed &&
    PURCHASED_ORDER_STATUSES.includes(line.orderStatus) &&
    line.paymentStatus === 'P' &&
    line.itemStatus !== 'Z'
  );
}

export function hasPurchased(lines: readonly PurchasedLine[]): boolean {
  return lines.some(countsAsPurchase);
}
