import { isOrderStatus } from './order-status';

/**
 * Which words describe an order's status to its customer: the status itself (O, P, S, Z, U),
 * or for a complete order whether it is paid (spec 4: "combined labels Complete/Paid and
 * Complete/Unpaid"), since "complete" alone does not say whether money is still owed. A code
 * this client does not know reads as "unknown" rather than as a raw letter.
 */
export type CustomerOrderStatus = 'O' | 'P' | 'S' | 'Z' | 'U' | 'CP' | 'CU' | 'unknown';

export function customerOrderStatus(status: string, paymentStatus: string): CustomerOrderStatus {
  if (!isOrderStatus(status)) return 'unknown';
  if (status === 'C') return paymentStatus === 'P' ? 'CP' : 'CU';
  return status;
}

/** An order line is priced once known: a weight-priced line only after it is weighed (spec 9). */
export function linePriceKnown(line: { sellBy: string; weighed: boolean }): boolean {
  return line.sellBy !== 'w' || line.weighed;
}
