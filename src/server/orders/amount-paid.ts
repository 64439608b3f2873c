import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/**
 * The provider status words of money that was taken and not given back: Stripe's `succeeded`
 * and PayPal's `COMPLETED`. A refunded payment's status becomes `refunded` (or
 * `refund_pending` / `refund_failed`, money the shop no longer counts as kept).
 */
export const KEPT_PAYMENT_STATUSES = ['succeeded', 'COMPLETED'] as const;

/** Cents of a payment already given back for returns (see payments/return-refunds.ts). */
export const refundedOf = (row: { raw: Record<string, unknown> }): number =>
  Number(row.raw.refunded ?? 0);

/** The cents of a kept payment given back in part (a received return), kept in its raw data. */
export const refundedPart = sql<string>`coalesce((${payments.raw}->>'refunded')::bigint, 0)`;

/**
 * Cents the shop holds for an order: the sum of its payments that were taken and kept, less
 * what was given back of them for returns.
 */
export async function amountPaid(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paid: sql<string>`coalesce(sum(${payments.amount} - ${refundedPart}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, [...KEPT_PAYMENT_STATUSES])),
    );
  return Number(row?.paid ?? 0);
}

/**
 * Cents of the order's total its payments settled: the kept payments in full, what returns
 * gave back of them included (that money paid for items that came back, which the total still
 * counts). What an order owes is its total less this, so a refunded return owes nothing.
 */
export async function amountSettled(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ settled: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, [...KEPT_PAYMENT_STATUSES])),
    );
  return Number(row?.settled ?? 0);
}

/** amountSettled of many orders at once (an order with no kept payment is absent: 0). */
export async function amountsSettled(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, settled: sql<string>`sum(${payments.amount})` })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, [...orderIds]),
        inArray(payments.status, [...KEPT_PAYMENT_STATUSES]),
      ),
    )
    .groupBy(payments.orderId);
  return new Map(rows.map((row) => [row.orderId, Number(row.settled)]));
}
