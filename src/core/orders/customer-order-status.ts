import { isOrderStatus, isPaymentStatus, shownStatus } from './order-status';

/**
 * Which words describe an order's status to its customer: the status itself (O, P, S, Z, U;
 * a paid order owing money again reads U), or for a complete order whether it is paid (spec 4: "combined labels Complete/Paid and
 * Complete/Unpaid"), since "complete" alone does not say whether money is still owed. A code
 * this client does not know reads as "unknown" rather than as a raw letter.
 */
export type CustomerOrderStatus = 'O' | 'P' | 'S' | 'Z' | 'U' | 'CP' | 'CU' | 'unknown';

export function customerOrderStatus(status: string, paymentStatus: string): CustomerOrderStatus {
  if (!isOrderStatus(status)) return 'unknown';
  // The same status the shop's own page shows (shownStatus); an unknown payment is no payment.
  return shownStatus(status, isPaymentStatus(paymentStatus) ? paymentStatus : 'U');
}

/** An order line is priced once known: a weight-priced line only after it is weighed (spec 9). */
export function linePriceKnown(line: { sellBy: string; weighed: boolean }): boolean {
  return line.sellBy !== 'w' || line.weighed;
}
