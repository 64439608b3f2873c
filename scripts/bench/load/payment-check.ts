import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { orders, payments } from '../../../src/server/db/schema';
import type { SimulatorRequest } from '../../../src/tools/payment-simulator';

export interface PaymentCheck {
  /** PaymentIntents the simulator charged (a card confirm answered 200). */
  charged: number;
  /** Of them, paying for a placed order, and given back (refunds at the simulator). */
  placed: number;
  refunded: number;
  problems: string[];
}

const CONFIRM = /^\/v1\/payment_intents\/([^/]+)\/confirm$/;
/** refund-payment.ts's idempotency key: one refund per PaymentIntent. */
const REFUND_KEY = /^refund-(.+)$/;

/**
 * Money taken against orders, from both sides: every PaymentIntent the simulator charged must
 * pay for exactly one order placed since `since` (its payment row succeeded, for the order's
 * total) or have been refunded at the simulator (its row refunded), never both, and no
 * payment may be left waiting for a refund or with a failed one.
 */
export async function checkPayments(
  db: Db,
  since: Date,
  simulatorLog: readonly SimulatorRequest[],
): Promise<PaymentCheck> {
  const problems: string[] = [];
  const ok = (entry: SimulatorRequest) => entry.method === 'POST' && entry.status === 200;
  const charged = new Set(
    simulatorLog.filter(ok).flatMap((entry) => CONFIRM.exec(entry.path)?.[1] ?? []),
  );
  const refunded = new Set(
    simulatorLog
      .filter((entry) => ok(entry) && entry.path === '/v1/refunds')
      .flatMap((entry) => REFUND_KEY.exec(entry.idempotencyKey ?? '')?.[1] ?? []),
  );
  const placed = await db
    .select({ orderNo: orders.orderNo, paymentId: orders.paymentId, total: orders.totalIncTax })
    .from(orders)
    .where(and(gte(orders.placedAt, since), eq(orders.paymentStatus, 'P')));
  const rows = charged.size
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, 'STRIPE'), inArray(payments.providerId, [...charged])))
    : [];
  const rowOf = new Map(rows.map((row) => [row.providerId, row]));
  const paying = new Map<string, number>();
  for (const order of placed) {
    paying.set(order.paymentId, (paying.get(order.paymentId) ?? 0) + 1);
    const row = rowOf.get(order.paymentId);
    if (row?.status !== 'succeeded' || row.amount !== order.total) {
      problems.push(
        `order ${order.orderNo}: payment ${order.paymentId} ${row?.status ?? 'missing'} for ${row?.amount}, total ${order.total}`,
      );
    }
  }
  for (const id of charged) {
    const orderCount = paying.get(id) ?? 0;
    const given = refunded.has(id);
    if (orderCount + (given ? 1 : 0) !== 1) {
      problems.push(`PaymentIntent ${id}: pays ${orderCount} order(s), refunded: ${given}`);
    }
    if (given && rowOf.get(id)?.status !== 'refunded') {
      problems.push(`PaymentIntent ${id}: refunded at the simulator, row ${rowOf.get(id)?.status}`);
    }
  }
  for (const id of paying.keys()) {
    if (!charged.has(id)) problems.push(`PaymentIntent ${id}: an order without a charge`);
  }
  return { charged: charged.size, placed: placed.length, refunded: refunded.size, problems };
}
