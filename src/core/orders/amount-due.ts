import type { OrderStatus, PaymentStatus } from './order-status';

export interface AmountDueFacts {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** The order's total, tax included, in cents. */
  totalIncTax: number;
  /** Cents its kept payments settled (refunds of returned items included, see amount-paid). */
  settled: number;
}

/**
 * What an order still owes, in cents: nothing once it is cancelled (its money went back or is
 * the shop's to return, never the customer's to pay again), nothing when the shop counts it as
 * paid, otherwise its total less what its payments settled, never below 0. The admin page, the
 * customer's orders and the balance payment all read this one rule.
 */
export function amountDue(order: AmountDueFacts): number {
  if (order.status === 'Z' || order.paymentStatus === 'P') return 0;
  return Math.max(0, order.totalIncTax - order.settled);
}

/**
 * Cents given back to the customer: payments refunded whole (a cancelled order's) and the parts
 * refunded for returns. `refunded` is the status a provider's refund leaves on its payment.
 */
export function amountRefunded(
  payments: readonly { status: string; amount: number; refunded: number }[],
): number {
  return payments.reduce(
    (sum, payment) => sum + (payment.status === 'refunded' ? payment.amount : payment.refunded),
    0,
  );
}
