import { fromMinor, paypalFee, toMinor, type PaypalMoney } from './money';
import type { SimCapture, SimOrder, SimPaypalRefund } from './types';

const MERCHANT = { email_address: 'merchant@example.com', merchant_id: 'SIMMERCHANT01' };

function link(href: string, rel: string, method = 'GET') {
  return { href, rel, method };
}

export function approvalUrl(base: string, orderId: string): string {
  return `${base}/checkoutnow?token=${orderId}`;
}

function netOf(gross: PaypalMoney, fee: PaypalMoney): PaypalMoney {
  return fromMinor(toMinor(gross) - toMinor(fee), gross.currency_code);
}

export function captureStatus(capture: SimCapture): string {
  if (capture.refundedMinor === 0) return 'COMPLETED';
  return capture.refundedMinor >= toMinor(capture.amount) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** Orders v2 Capture object. */
export function captureObject(base: string, capture: SimCapture) {
  const fee = paypalFee(capture.amount);
  return {
    id: capture.id,
    status: captureStatus(capture),
    amount: capture.amount,
    final_capture: true,
    seller_protection: {
      status: 'ELIGIBLE',
      dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
    },
    seller_receivable_breakdown: {
      gross_amount: capture.amount,
      paypal_fee: fee,
      net_amount: netOf(capture.amount, fee),
    },
    ...(capture.customId ? { custom_id: capture.customId } : {}),
    ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
    links: [
      link(`${base}/v2/payments/captures/${capture.id}`, 'self'),
      link(`${base}/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
      link(`${base}/v2/checkout/orders/${capture.orderId}`, 'up'),
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

/** Payments v2 Refund object. */
export function refundObject(base: string, refund: SimPaypalRefund, totalRefunded: PaypalMoney) {
  const fee = paypalFee(refund.amount);
  return {
    id: refund.id,
    amount: refund.amount,
    seller_payable_breakdown: {
      gross_amount: refund.amount,
      paypal_fee: fee,
      net_amount: netOf(refund.amount, fee),
      total_refunded_amount: totalRefunded,
    },
    ...(refund.invoiceId ? { invoice_id: refund.invoiceId } : {}),
    ...(refund.noteToPayer ? { note_to_payer: refund.noteToPayer } : {}),
    status: 'COMPLETED',
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      link(`${base}/v2/payments/refunds/${refund.id}`, 'self'),
      link(`${base}/v2/payments/captures/${refund.captureId}`, 'up'),
    ],
  };
}

function orderLinks(base: string, order: SimOrder) {
  const self = `${base}/v2/checkout/orders/${order.id}`;
  const links = [link(self, 'self')];
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    const rel = order.withPaymentSource ? 'payer-action' : 'approve';
    links.push(link(approvalUrl(base, order.id), rel));
  }
  if (order.status !== 'COMPLETED') links.push(link(self, 'update', 'PATCH'));
  if (order.status === 'APPROVED') links.push(link(`${self}/capture`, 'capture', 'POST'));
  return links;
}

/** Orders v2 Order object, with payer and captures once they exist. */
export function orderObject(base: string, order: SimOrder, captures: SimCapture[]) {
  const payer = order.payer;
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    ...(order.withPaymentSource || payer
      ? {
          payment_source: {
            paypal: payer
              ? {
                  email_address: payer.email,
                  account_id: payer.payerId,
                  account_status: 'VERIFIED',
                  name: { given_name: payer.givenName, surname: payer.surname },
                  address: { country_code: payer.countryCode },
                }
              : {},
          },
        }
      : {}),
    purchase_units: order.purchaseUnits.map((unit, index) => {
      const unitCaptures = captures.filter((_, captureIndex) => captureIndex === index);
      return {
        reference_id: unit.reference_id ?? 'default',
        ...unit,
        payee: MERCHANT,
        ...(unitCaptures.length > 0
          ? { payments: { captures: unitCaptures.map((capture) => captureObject(base, capture)) } }
          : {}),
      };
    }),
    ...(payer
      ? {
          payer: {
            name: { given_name: payer.givenName, surname: payer.surname },
            email_address: payer.email,
            payer_id: payer.payerId,
            address: { country_code: payer.countryCode },
          },
        }
      : {}),
    create_time: order.createTime,
    ...(order.updateTime !== order.createTime ? { update_time: order.updateTime } : {}),
    links: orderLinks(base, order),
  };
}
