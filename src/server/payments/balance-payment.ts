import type Stripe from 'stripe';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { stripeIntentPays } from '../../core/checkout/payment-checks';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { DomainError } from '../../core/domain-error';
import { deliverQueuedMails } from '../mail/deliver-queued';
import { balanceDue } from '../orders/balance-due';
import { queueBalancePaidMails } from '../orders/balance-paid-mails';
import { recordEvent } from '../orders/order-store';
import { markBalancePaid } from '../orders/order-payment-state';
import type { OrderRow } from '../db/rows';
import { getSiteSettings } from '../site/site-settings';
import { isPayable, linkedOrder } from './linked-order';
import type { PaymentLinkFields } from './order-payment-schemas';
import { orderPaymentView } from './order-payment-view';
import { paymentSettings } from './payment-settings';
import {
  isRefundStatus,
  latestAttemptFor,
  paymentIdempotencyKey,
  recordNewAttempt,
  refundedAttempts,
} from './payment-store';
import { paymentFailed, paymentUnavailable, providerCall } from './provider-errors';
import { settleUnderLock } from './settle-payment';
import { stripeClient } from './stripe-client';
import {
  chargeOf,
  recordIntentStatus,
  refundAgainIfFailed,
  releaseStrayIntent,
  stripePayment,
} from './stripe-payments';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/** The metadata `purpose` of a PaymentIntent that pays what a placed order still owes. */
export const BALANCE_PURPOSE = 'balance';

export const isBalanceIntent = (intent: Pick<Stripe.PaymentIntent, 'metadata'>): boolean =>
  intent.metadata?.purpose === BALANCE_PURPOSE;

const alreadyPaid = () =>
  new DomainError('conflict', 'ORDER_ALREADY_PAID', API_ERROR_MESSAGES.ORDER_ALREADY_PAID);

/** The balance paid: the order's state written, and its history told which payment paid it. */
async function recordBalancePaid(tx: Tx, order: OrderRow, intent: Stripe.PaymentIntent) {
  await markBalancePaid(tx, order, new Date());
  await recordEvent(tx, order.id, 'paid', null, {
    provider: 'STRIPE',
    paymentId: intent.id,
    paymentRef: chargeOf(intent),
    amount: intent.amount,
    purpose: BALANCE_PURPOSE,
  });
}

/**
 * Decides, under the order's lock, what a balance PaymentIntent as Stripe reports it means:
 * paid when it succeeded for exactly what the order owed before it. A succeeded intent that
 * pays for nothing any more (the total changed, the order was paid or cancelled meanwhile) is
 * refunded. order_payment_confirm and the webhook both come here; the second finds the
 * payment already counted and changes nothing, so one payment is recorded once.
 */
export async function settleBalanceIntent(
  db: Db,
  orderId: string,
  intent: Stripe.PaymentIntent,
): Promise<boolean> {
  let mailIds: number[] = [];
  const paid = await settleUnderLock(
    db,
    orderId,
    stripePayment(intent),
    null,
    async (tx, order, attempt) => {
      if (attempt.status === 'succeeded') return { paid: true };
      if (isRefundStatus(attempt.status)) return refundAgainIfFailed(orderId, intent, attempt);
      // Read before this payment counts: it must pay what was owed without it.
      const { amountDue } = await balanceDue(tx, order);
      await recordIntentStatus(tx, intent);
      const expected = { orderId, amount: amountDue, currency: order.currency };
      if (amountDue > 0 && isPayable(order) && stripeIntentPays(intent, expected)) {
        await recordBalancePaid(tx, order, intent);
        // In a savepoint: a mail that cannot be built is logged and never undoes the payment.
        mailIds = await tx
          .transaction((mails) => queueBalancePaidMails(mails, order, intent.amount))
          .catch((err: unknown) => {
            console.error(
              `the balance mails of order ${orderId} were not queued: ${mailPathErrorSummary(err)}`,
            );
            return [];
          });
        return { paid: true };
      }
      return releaseStrayIntent(tx, order, intent, null, {
        purpose: BALANCE_PURPOSE,
        due: amountDue,
      });
    },
  );
  // Counted once (the second caller finds it succeeded), so the mails go once.
  if (mailIds.length > 0) await deliverQueuedMails(db, mailIds);
  return paid;
}

/**
 * order_payment_create: a PaymentIntent for what the order owes now, computed by the server.
 * The idempotency key is per order and amount (and refunds, as at checkout), so a reload gets
 * the same intent back and a changed balance a new one.
 */
export async function createBalancePayment(db: Db, link: PaymentLinkFields) {
  const order = await linkedOrder(db, link);
  const { amountDue } = await balanceDue(db, order);
  if (amountDue <= 0) throw alreadyPaid();
  if (!(await getSiteSettings(db)).payment.stripe) throw paymentUnavailable();
  const settings = await providerCall('order_payment_create', async () => paymentSettings());
  const refunded = await refundedAttempts(db, order.id);
  const intent = await providerCall('order_payment_create', async () =>
    (await stripeClient(settings)).paymentIntents.create(
      {
        amount: amountDue,
        currency: order.currency.toLowerCase(),
        capture_method: 'automatic',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        metadata: { orderId: order.id, purpose: BALANCE_PURPOSE },
      },
      { idempotencyKey: paymentIdempotencyKey(order.id, amountDue, refunded, BALANCE_PURPOSE) },
    ),
  );
  // The same intent coming back keeps its row as it is (it may be counted or refunded).
  await recordNewAttempt(db, {
    orderId: order.id,
    provider: 'STRIPE',
    providerId: intent.id,
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    status: intent.status,
    raw: { purpose: BALANCE_PURPOSE },
  });
  // Paid already, its browser gone before confirming: count it rather than ask for a card.
  if (intent.status === 'succeeded' && (await settleBalanceIntent(db, order.id, intent))) {
    throw alreadyPaid();
  }
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    publishableKey: settings.stripe.publishableKey,
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
  };
}

/**
 * order_payment_confirm: asks Stripe about the order's own balance intent (the one stored at
 * order_payment_create, never an id from the client). Not paid: 402 PAYMENT_FAILED.
 */
export async function confirmBalancePayment(db: Db, link: PaymentLinkFields) {
  const order = await linkedOrder(db, link);
  // The newest balance payment: the one its page is confirming.
  const attempt = await latestAttemptFor(db, order.id, 'STRIPE', BALANCE_PURPOSE);
  if (!attempt) throw paymentFailed();
  if (attempt.status !== 'succeeded') {
    const intent = await providerCall('order_payment_confirm', async () =>
      (await stripeClient()).paymentIntents.retrieve(attempt.providerId),
    );
    if (!(await settleBalanceIntent(db, order.id, intent))) throw paymentFailed();
  }
  return { order: await orderPaymentView(db, order.id) };
}
