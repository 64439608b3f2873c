import type { DbOrTx } from '../db/transaction';
import { amountPaid, amountSettled } from './amount-paid';
import type { OrderRow } from '../db/rows';

export interface BalanceDue {
  amountPaid: number;
  amountDue: number;
}

/**
 * What an order still owes: its total less the payments the shop kept, never below 0. An order
 * the shop counts as paid (payment status P, e.g. a bank transfer marked by hand) owes nothing.
 */
export async function balanceDue(db: DbOrTx, order: OrderRow): Promise<BalanceDue> {
  const [paid, settled] = await Promise.all([
    amountPaid(db, order.id),
    amountSettled(db, order.id),
  ]);
  const due = order.paymentStatus === 'P' ? 0 : Math.max(0, order.totalIncTax - settled);
  return { amountPaid: paid, amountDue: due };
}
