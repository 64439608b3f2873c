import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { PaymentType } from '../../core/cart/shop-cart';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import { KEPT_PAYMENT_STATUSES } from '../orders/amount-paid';
import { lockOrder, recordEvent } from '../orders/order-store';
import { markPaidBy, putPaymentOnCart, takePaymentOff } from '../orders/order-payment-state';
import type { OrderRow } from '../db/rows';

export interface PaymentAttempt {
  orderId: string;
  provider: PaymentType;
  /** Stripe: the PaymentIntent id; PayPal: its order id. */
  providerId: string;
  amount: number;
  currency: string;
  /** The provider's own status word. */
  status: string;
  raw?: Record<string, unknown>;
}

/** One row per provider payment: written when it is made, updated as its status changes. */
export async function recordAttempt(db: DbOrTx, attempt: PaymentAttempt): Promise<void> {
  const now = new Date();
  await db
    .insert(payments)
    .values({ ...attempt, raw: attempt.raw ?? {}, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerId],
      set: {
        status: attempt.status,
        amount: attempt.amount,
        currency: attempt.currency,
        ...(attempt.raw ? { raw: attempt.raw } : {}),
        updatedAt: now,
      },
    });
}

/** A payment recorded as it was made; the same one coming back keeps its row as it is. */
export async function recordNewAttempt(db: DbOrTx, attempt: PaymentAttempt): Promise<void> {
  await db
    .insert(payments)
    .values({ ...attempt, raw: attempt.raw ?? {} })
    .onConflictDoNothing();
}

export async function setAttemptStatus(
  db: DbOrTx,
  provider: PaymentType,
  providerId: string,
  status: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  await db
    .update(payments)
    .set({
      status,
      raw: sql`${payments.raw} || ${JSON.stringify(extra)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)));
}

export async function findAttempt(db: DbOrTx, provider: PaymentType, providerId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)))
    .limit(1);
  return row;
}

/** The order's newest payment of one provider made for `purpose` (kept in its raw data). */
export async function latestAttemptFor(
  db: DbOrTx,
  orderId: string,
  provider: PaymentType,
  purpose: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        sql`${payments.raw}->>'purpose' = ${purpose}`,
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/**
 * The provider payments the shop keeps for the order (amountPaid counts them), oldest first.
 * Money recorded by hand (provider MANUAL) is not among them: no provider can give it back.
 */
export async function keptAttempts(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, [...KEPT_PAYMENT_STATUSES]),
        ne(payments.provider, 'MANUAL'),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * How many of the order's payments were given back. A refunded payment must never be handed
 * out again, so it becomes part of the provider's idempotency key (see paymentIdempotencyKey).
 */
export async function refundedAttempts(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), like(payments.status, 'refund%')));
  return row?.count ?? 0;
}

/**
 * The idempotency key (Stripe) / PayPal-Request-Id of a cart's payment: the same cart and
 * amount get the same payment back (a double click makes one, a retry never charges twice),
 * a new amount gets a new one, and so does the same amount after a refund. `purpose` keeps
 * the keys of a placed order's balance (/pay) apart from its cart's.
 */
export function paymentIdempotencyKey(
  orderId: string,
  amount: number,
  refunded: number,
  purpose: 'cart' | 'balance' = 'cart',
): string {
  const key = `${purpose}-${orderId}-${amount}`;
  return refunded > 0 ? `${key}-${refunded}` : key;
}

/** A payment taken back from the order, to be refunded once the order row is committed. */
export interface ReleasedPayment {
  orderId: string;
  provider: PaymentType;
  providerId: string;
  /** PayPal: the capture to refund. */
  paymentRef: string;
  amount: number;
}

/**
 * Takes a paid payment off the order (payment status back to U, ids cleared) and marks it as
 * being refunded, inside the caller's transaction. Committing this before the refund call
 * means no later call can place the order with money that is on its way back.
 */
export async function releasePayment(
  tx: Tx,
  order: OrderRow,
  release: Omit<ReleasedPayment, 'orderId'>,
  action: string,
  actorId: string | null,
  details: Record<string, unknown> = {},
): Promise<ReleasedPayment> {
  if (order.paymentType === release.provider && order.paymentId === release.providerId) {
    await takePaymentOff(tx, order.id, new Date());
  }
  await setAttemptStatus(tx, release.provider, release.providerId, 'refund_pending', {
    reason: action,
  });
  await recordEvent(tx, order.id, action, actorId, {
    provider: release.provider,
    paymentId: release.providerId,
    amount: release.amount,
    ...details,
  });
  return { orderId: order.id, ...release };
}

/**
 * Puts a new provider payment on the open cart (type and id) and records it. A cart that was
 * paid or placed meanwhile keeps its payment: the new one is only recorded, never charged.
 * The payment is made on the buyer's agreement to the terms (stripe_create and paypal_create
 * refuse a request without it), so the cart keeps that agreement's time, the server's, for
 * the order it becomes: a payment the webhook confirms places an order that carries it.
 */
export async function attachPayment(db: Db, attempt: PaymentAttempt): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, attempt.orderId);
    await recordAttempt(tx, attempt);
    if (!order || order.placedAt || order.paymentStatus === 'P') return false;
    await putPaymentOnCart(tx, attempt.orderId, attempt, new Date());
    return true;
  });
}

/** Marks the locked order paid by its current payment, with the provider's references. */
export async function markPaid(
  tx: Tx,
  order: OrderRow,
  paid: { paymentRef: string; payerId?: string; amount: number },
  actorId: string | null,
): Promise<void> {
  await markPaidBy(tx, order.id, paid, new Date());
  await recordEvent(tx, order.id, 'paid', actorId, {
    provider: order.paymentType,
    paymentId: order.paymentId,
    paymentRef: paid.paymentRef,
    amount: paid.amount,
  });
}

/** A payment already on its way back (or back): deciding on it again changes nothing. */
export const isRefundStatus = (status: string | undefined) => status?.startsWith('refund') ?? false;
