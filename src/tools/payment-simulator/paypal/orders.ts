import { paypalId, paypalTime } from '../ids';
import type { PaypalContext } from './context';
import { notFound, unprocessable } from './errors';
import { fromMinor, toMinor } from './money';
import { approvalUrl, captureObject, captureStatus, orderObject, refundObject } from './objects';
import type { OrderRequest } from './order-request';
import type { RefundRequest } from './refund-request';
import type { PaypalAnswer, SimCapture, SimOrder, SimPaypalRefund } from './types';

export function orderAnswer(ctx: PaypalContext, order: SimOrder, status = 200): PaypalAnswer {
  const captures = order.captureIds.flatMap((id) => ctx.state.captures.get(id) ?? []);
  return { status, body: orderObject(ctx.baseUrl(), order, captures) };
}

/** POST /v2/checkout/orders; a PayPal-Request-Id seen before answers that first order again. */
export function createOrder(
  ctx: PaypalContext,
  request: OrderRequest,
  requestId: string | null,
): PaypalAnswer {
  const earlier = requestId ? ctx.state.requestIds.get(`order\n${requestId}`) : undefined;
  const existing = earlier ? ctx.state.orders.get(earlier) : undefined;
  if (existing) return orderAnswer(ctx, existing, 200);
  const now = paypalTime();
  const order: SimOrder = {
    id: paypalId(),
    status: request.withPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    purchaseUnits: request.purchaseUnits,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    brandName: request.brandName,
    withPaymentSource: request.withPaymentSource,
    payer: null,
    declineOnCapture: false,
    captureIds: [],
    createTime: now,
    updateTime: now,
  };
  ctx.state.orders.set(order.id, order);
  if (requestId) ctx.state.requestIds.set(`order\n${requestId}`, order.id);
  return orderAnswer(ctx, order, 201);
}

/** The buyer's choice on the approval page. */
export function approveOrder(order: SimOrder, withDecliningCard: boolean): void {
  order.status = 'APPROVED';
  order.declineOnCapture = withDecliningCard;
  order.payer ??= {
    payerId: paypalId(13),
    email: 'buyer@example.com',
    givenName: 'Test',
    surname: 'Buyer',
    countryCode: 'IT',
  };
  order.updateTime = paypalTime();
}

/**
 * POST …/capture. A completed order answers itself again (no second capture); an order the
 * buyer paid with the declining card fails with INSTRUMENT_DECLINED and waits for the buyer
 * to choose again, as PayPal's does.
 */
export function captureOrder(ctx: PaypalContext, order: SimOrder): PaypalAnswer {
  if (order.status === 'COMPLETED') return orderAnswer(ctx, order, 200);
  if (order.status !== 'APPROVED') {
    return unprocessable(
      'ORDER_NOT_APPROVED',
      'Payer has not yet approved the Order for payment. Please redirect the payer to the ' +
        "'rel':'approve' url returned as part of the HATEOAS links within Create Order call " +
        'or provide a valid payment_source in the request.',
    );
  }
  if (order.declineOnCapture) {
    order.status = order.withPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED';
    order.declineOnCapture = false;
    order.updateTime = paypalTime();
    return unprocessable(
      'INSTRUMENT_DECLINED',
      'The instrument presented was either declined by the processor or bank, or it ' +
        "can't be used for this payment.",
      [{ href: approvalUrl(ctx.baseUrl(), order.id), rel: 'redirect', method: 'GET' }],
    );
  }
  const now = paypalTime();
  for (const unit of order.purchaseUnits) {
    const capture: SimCapture = {
      id: paypalId(),
      orderId: order.id,
      amount: { currency_code: unit.amount.currency_code, value: unit.amount.value },
      customId: unit.custom_id ?? null,
      invoiceId: unit.invoice_id ?? null,
      refundedMinor: 0,
      refundIds: [],
      createTime: now,
      updateTime: now,
    };
    ctx.state.captures.set(capture.id, capture);
    order.captureIds.push(capture.id);
  }
  order.status = 'COMPLETED';
  order.updateTime = now;
  return orderAnswer(ctx, order, 201);
}

export function captureAnswer(ctx: PaypalContext, id: string): PaypalAnswer {
  const capture = ctx.state.captures.get(id);
  return capture ? { status: 200, body: captureObject(ctx.baseUrl(), capture) } : notFound();
}

function refundAnswer(ctx: PaypalContext, refund: SimPaypalRefund, status: number): PaypalAnswer {
  const capture = ctx.state.captures.get(refund.captureId) as SimCapture;
  const total = fromMinor(capture.refundedMinor, capture.amount.currency_code);
  return { status, body: refundObject(ctx.baseUrl(), refund, total) };
}

/** POST /v2/payments/captures/:id/refund: the rest of the capture unless an amount is given. */
export function refundCapture(
  ctx: PaypalContext,
  captureId: string,
  request: RefundRequest,
  requestId: string | null,
): PaypalAnswer {
  const capture = ctx.state.captures.get(captureId);
  if (!capture) return notFound();
  const earlier = requestId ? ctx.state.requestIds.get(`refund\n${requestId}`) : undefined;
  const existing = earlier ? ctx.state.refunds.get(earlier) : undefined;
  if (existing) return refundAnswer(ctx, existing, 200);
  const remaining = toMinor(capture.amount) - capture.refundedMinor;
  if (captureStatus(capture) === 'REFUNDED') {
    return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded.');
  }
  if (request.amount && request.amount.currency_code !== capture.amount.currency_code) {
    return unprocessable(
      'REFUND_CURRENCY_MISMATCH',
      'Refund must be in the same currency as the capture.',
    );
  }
  const minor = request.amount ? toMinor(request.amount) : remaining;
  if (minor <= 0 || minor > remaining) {
    return unprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  }
  const refund: SimPaypalRefund = {
    id: paypalId(),
    captureId,
    amount: fromMinor(minor, capture.amount.currency_code),
    invoiceId: request.invoice_id ?? null,
    noteToPayer: request.note_to_payer ?? null,
    createTime: paypalTime(),
  };
  ctx.state.refunds.set(refund.id, refund);
  if (requestId) ctx.state.requestIds.set(`refund\n${requestId}`, refund.id);
  capture.refundedMinor += minor;
  capture.refundIds.push(refund.id);
  capture.updateTime = refund.createTime;
  return refundAnswer(ctx, refund, 201);
}
