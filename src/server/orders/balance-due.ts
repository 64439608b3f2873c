import { amountDue } from '../../core/orders/amount-due';
import type { OrderStatus, PaymentStatus } from '../../core/orders/order-status';
import type { DbOrTx } from '../db/transaction';
import { amountPaid, amountSettled } from './amount-paid';
import type { OrderRow } from '../db/rows';

export interface BalanceDue {
  amountPaid: number;
  amountDue: number;
}

/**
 * What an order still owes (core/orders/amount-due: its total less the payments the shop kept;
 * nothing when cancelled or counted as paid) and what the shop holds of it.
 */
export async function balanceDue(db: DbOrTx, order: OrderRow): Promise<BalanceDue> {
  const [paid, settled] = await Promise.all([
    amountPaid(db, order.id),
    amountSettled(db, order.id),
  ]);
  // The tables' check constraints keep the status columns to their codes.
  const due = amountDue({
    status: order.status as OrderStatus,
    paymentStatus: order.paymentStatus as PaymentStatus,
    totalIncTax: order.totalIncTax,
    settled,
  });
  return { amountPaid: paid, amountDue: due };
}
