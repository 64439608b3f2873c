import { randomUUID } from 'node:crypto';
import type { ManualPaymentMethod } from '../../core/orders/manual-payment-method';
import type { OrderRow } from '../db/rows';
import { payments } from '../db/schema';
import type { Tx } from '../db/transaction';

export interface ManualPayment {
  amount: number;
  method: ManualPaymentMethod;
  reference: string;
  actorId: string;
  at: Date;
}

/**
 * Money the shop received outside the providers (a bank transfer, cash) and an administrator
 * recorded by marking the order paid: a payment row of provider MANUAL, kept like a provider's
 * (`succeeded`), so amountPaid, the amount due and the customer's pay page all count it.
 * No provider can refund it: a cancel leaves it for the shop to give back by hand.
 */
export async function recordManualPayment(
  tx: Tx,
  order: OrderRow,
  payment: ManualPayment,
): Promise<void> {
  await tx.insert(payments).values({
    orderId: order.id,
    provider: 'MANUAL',
    providerId: `manual-${randomUUID()}`,
    amount: payment.amount,
    currency: order.currency,
    status: 'succeeded',
    raw: { method: payment.method, reference: payment.reference, actorId: payment.actorId },
    createdAt: payment.at,
    updatedAt: payment.at,
  });
}
