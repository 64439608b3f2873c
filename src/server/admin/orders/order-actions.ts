import {
  cancelOrder,
  completeOrder,
  markOrderPaid,
  reopenOrder,
  shipItem,
  shipOrder,
} from '../../../core/orders/order-transitions';
import {
  orderCancelledMail,
  orderCompleteMail,
  orderShippedMail,
  paymentRequestMail,
} from '../../mail/templates';
import { amountSettled } from '../../orders/amount-paid';
import { paymentLink } from '../../payments/pay-link';
import { recordManualPayment } from '../../payments/manual-payment';
import type { ManualPaymentMethod } from '../../../core/orders/manual-payment-method';
import { allowed, orderState, recordOrderEvent, refusal } from '../../orders/locked-order';
import { saveOrderState } from '../../orders/save-order-state';
import { mailCustomer, parcelOf, trackingOf } from '../../orders/order-action-mails';
import { checkShipper, recordShipment, type ShipInput } from '../../orders/shipments';
import { refundReleased, releaseKeptPayments } from '../../payments/order-refunds';
import { takeStock } from '../../orders/take-stock';
import { putStockBack, unshippedNeeds } from '../../orders/order-stock';
import type { FollowUp, OrderAction } from '../../orders/run-order-action';

/** One mail per parcel (issue 26.3): its lines, carrier and tracking number. */
const shippedMail =
  (orderId: string, shipmentId: string | null): FollowUp =>
  async (db) => {
    await mailCustomer(db, orderId, 'shipped', async ({ lng, name, order }) =>
      orderShippedMail({
        lng,
        name,
        orderNo: order.orderNo,
        ...(shipmentId
          ? await parcelOf(db, shipmentId, lng, order)
          : { tracking: await trackingOf(db, order) }),
      }),
    );
  };

/** The fields of the parcel's tracking the call was given (for the event's details). */
const givenTracking = (input: ShipInput) => ({
  ...(input.trackingNo !== undefined ? { trackingNo: input.trackingNo } : {}),
  ...(input.trackingComments !== undefined ? { trackingComments: input.trackingComments } : {}),
  ...(input.shipperId !== undefined ? { shipperId: input.shipperId } : {}),
});

export const shipItemAction =
  (itemId: string, input: ShipInput = {}): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(shipItem(orderState(locked), itemId, now));
    await checkShipper(tx, input.shipperId);
    const becameShipped = next.status === 'S' && locked.order.status !== 'S';
    await saveOrderState(ctx, next, becameShipped ? { shippedAt: now } : {});
    const shipmentId = await recordShipment(tx, locked.order.id, [itemId], input, now);
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'ship_item',
      actorId: ctx.actorId,
      itemId,
      details: { orderShipped: becameShipped, ...givenTracking(input) },
      at: now,
    });
    return shippedMail(locked.order.id, shipmentId);
  };

export const shipOrderAction =
  (input: ShipInput): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(shipOrder(orderState(locked), now));
    await checkShipper(tx, input.shipperId);
    const tracking = givenTracking(input);
    await saveOrderState(ctx, next, { shippedAt: now, ...tracking });
    // The rest of the order: every line this call shipped goes in one parcel.
    const leaving = next.items
      .filter((item) => item.shipped && !locked.items.find((row) => row.id === item.id)?.shipped)
      .map((item) => item.id);
    const shipmentId =
      leaving.length > 0 ? await recordShipment(tx, locked.order.id, leaving, input, now) : null;
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'ship_order',
      actorId: ctx.actorId,
      details: tracking,
      at: now,
    });
    return shippedMail(locked.order.id, shipmentId);
  };

export interface MarkPaidInput {
  reference?: string | undefined;
  method: ManualPaymentMethod;
}

export const markPaidAction =
  (input: MarkPaidInput): OrderAction =>
  async (ctx) => {
    const { tx, locked, now } = ctx;
    const next = allowed(markOrderPaid(orderState(locked)));
    // What is due arrived by hand: recorded as a payment, so the amount due becomes 0 everywhere.
    const due = Math.max(0, locked.order.totalIncTax - (await amountSettled(tx, locked.order.id)));
    const reference = input.reference ?? '';
    if (due > 0) {
      await recordManualPayment(tx, locked.order, {
        amount: due,
        method: input.method,
        reference,
        actorId: ctx.actorId,
        at: now,
      });
    }
    await saveOrderState(ctx, next, { paidAt: now });
    // The reference stays in the event: paymentRef belongs to the provider's payment.
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'mark_paid',
      actorId: ctx.actorId,
      details: { ...(reference ? { reference } : {}), method: input.method, amount: due },
      at: now,
    });
    return undefined;
  };

export const cancelOrderAction =
  (reason: string | undefined): OrderAction =>
  async (ctx) => {
    const { tx, locked, now, actorId } = ctx;
    const next = allowed(cancelOrder(orderState(locked)));
    const needs = unshippedNeeds(locked.items);
    await putStockBack(tx, needs);
    const released = await releaseKeptPayments(tx, locked.order, actorId);
    const refunded = released.reduce((sum, payment) => sum + payment.amount, 0);
    // Money taken by a provider goes back; money marked paid by hand is the shop's to return.
    const paymentStatus = released.length > 0 ? 'U' : next.paymentStatus;
    await saveOrderState(
      ctx,
      { ...next, paymentStatus },
      released.length > 0
        ? {
            cancelledAt: now,
            paymentStatus,
            paidAt: null,
            paymentId: '',
            paymentRef: '',
            payerId: '',
          }
        : { cancelledAt: now },
    );
    await recordOrderEvent(tx, {
      orderId: locked.order.id,
      action: 'cancel',
      actorId,
      details: {
        ...(reason ? { reason } : {}),
        restocked: needs,
        refunded,
        paidByHand: released.length === 0 && locked.order.paymentStatus === 'P',
      },
      at: now,
    });
    return async (db) => {
      await refundReleased(db, released, actorId);
      await mailCustomer(db, locked.order.id, 'cancelled', ({ lng, name, order }) =>
        orderCancelledMail({
          lng,
          name,
          orderNo: order.orderNo,
          reason: reason ?? '',
          refunded,
          currency: order.currency,
        }),
      );
    };
  };

export const reopenOrderAction: OrderAction = async (ctx) => {
  const { tx, locked, now } = ctx;
  const next = allowed(reopenOrder(orderState(locked)));
  const wasCancelled = locked.order.status === 'Z';
  const needs = wasCancelled ? unshippedNeeds(locked.items) : [];
  const short = needs.length > 0 ? await takeStock(tx, needs) : null;
  if (short) throw refusal('STOCK_NEEDED');
  await saveOrderState(ctx, next, wasCancelled ? { cancelledAt: null } : {});
  await recordOrderEvent(tx, {
    orderId: locked.order.id,
    action: 'reopen',
    actorId: ctx.actorId,
    details: { from: locked.order.status, restocked: needs },
    at: now,
  });
  return undefined;
};

export const completeOrderAction: OrderAction = async (ctx) => {
  const { tx, locked, now } = ctx;
  const result = completeOrder(orderState(locked));
  const next = allowed(result);
  const due = Math.max(0, locked.order.totalIncTax - (await amountSettled(tx, locked.order.id)));
  // An order paid by hand has no payment rows: only an unpaid status with money due asks.
  const requestPayment = result.ok && result.requestPayment && due > 0;
  await saveOrderState(
    ctx,
    requestPayment ? { ...next, paymentStatus: 'U' } : next,
    requestPayment ? { paymentRequestedAt: now } : {},
  );
  await recordOrderEvent(tx, {
    orderId: locked.order.id,
    action: 'complete',
    actorId: ctx.actorId,
    details: requestPayment ? { paymentRequested: due } : {},
    at: now,
  });
  const orderId = locked.order.id;
  return async (db) => {
    await mailCustomer(db, orderId, requestPayment ? 'payment request' : 'complete', (r) =>
      requestPayment
        ? paymentRequestMail({
            lng: r.lng,
            name: r.name,
            orderNo: r.order.orderNo,
            amountDue: due,
            currency: r.order.currency,
            link: paymentLink(orderId, r.lng),
          })
        : orderCompleteMail({ lng: r.lng, name: r.name, orderNo: r.order.orderNo }),
    );
  };
};
