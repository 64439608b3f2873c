import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { products } from '../../src/server/db/schema';
import { siteLink } from '../../src/server/mail/links';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  cartOf,
  checkoutFixture,
  eventsOf,
  orderRow,
  paymentRows,
  simCalls,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 30);
});

interface PaypalPayment {
  type: 'PAYPAL';
  id: string;
  approvalUrl: string;
  returnUrl: string;
  cancelUrl: string;
  status: string;
}

const BUY = (cartId: string) => ({ cartId, agreeTerms: true });

const PAYMENT_FAILED = { code: 'PAYMENT_FAILED', message: 'Your payment did not go through' };

/** paypal_create as step 3 sends it: with the agreement to the terms. */
async function paypalCreate(who: Shopper, body: Record<string, unknown>) {
  const res = await t.send(
    'POST',
    '/api/paypal_create',
    { ...body, agreeTerms: true },
    who.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.payment as PaypalPayment;
}

/**
 * The buyer on PayPal's approval page presses one of its buttons (each a plain form); PayPal
 * sends the browser back to the shop's return or cancel URL, which is answered here.
 */
async function onApprovalPage(payment: PaypalPayment, button: string): Promise<URL> {
  const page = await (await fetch(payment.approvalUrl)).text();
  const form = [...page.matchAll(/<form method="post" action="([^"]+)"><button[^>]*>([^<]+)</g)]
    .map(([, action, label]) => ({ action: action!, label: label! }))
    .find((entry) => entry.label === button);
  if (!form) throw new Error(`no "${button}" button on the approval page`);
  const res = await fetch(new URL(form.action, payment.approvalUrl), {
    method: 'POST',
    redirect: 'manual',
  });
  return new URL(res.headers.get('location') ?? '');
}

const execute = (who: Shopper, body: Record<string, unknown>) =>
  t.send('POST', '/api/paypal_execute', body, who.headers);

describe('PayPal checkout', () => {
  it('creates a PayPal order for the server total that returns to the shop, in the cart language', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }], 'it');
    const payment = await paypalCreate(who, {
      ...cart,
      delivery: { ...cart.delivery, totalIncTax: 1 },
      returnUrl: 'https://evil.example/steal',
      cancelUrl: 'https://evil.example/cancel',
    });
    expect(payment.type).toBe('PAYPAL');
    expect(payment.returnUrl).toBe(siteLink('it', '/confirm_paypal'));
    expect(payment.returnUrl).toMatch(/^http.*\/it\/confirm_paypal$/);
    expect(payment.cancelUrl).toBe(siteLink('it', '/cancel_paypal'));
    expect(new URL(payment.approvalUrl).pathname).toBe('/checkoutnow');
    expect(new URL(payment.approvalUrl).searchParams.get('token')).toBe(payment.id);

    const page = await (await fetch(payment.approvalUrl)).text();
    expect(page).toContain(`Amount: ${formatMoney(cart.delivery.totalIncTax, 'EUR', 'en')}`);
    expect(await orderRow(t, cart._id)).toMatchObject({
      paymentType: 'PAYPAL',
      paymentId: payment.id,
    });
    const again = await paypalCreate(who, { cartId: cart.cartId });
    expect(again.id).toBe(payment.id);
  });

  it('captures an approved payment once, and the order is placed', async () => {
    const who = await signedInAs(t.db, 'C');
    const stock = await stockOf(t, bag.id);
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await paypalCreate(who, { cartId: cart.cartId });
    const back = await onApprovalPage(payment, 'Pay now');
    expect(back.pathname).toBe('/confirm_paypal');
    const token = back.searchParams.get('token');
    const PayerID = back.searchParams.get('PayerID');
    expect(token).toBe(payment.id);

    const [first, second] = await Promise.all([
      execute(who, { cartId: cart.cartId, token, PayerID }),
      execute(who, { cartId: cart.cartId, token, PayerID }),
    ]);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(first!.body.payment).toMatchObject({ type: 'PAYPAL', status: 'P', id: payment.id });
    const captures = simCalls(
      sim,
      'POST',
      new RegExp(`^/v2/checkout/orders/${payment.id}/capture$`),
    );
    expect(new Set(captures.map((call) => call.idempotencyKey))).toEqual(
      new Set([`capture-${payment.id}`]),
    );
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ paymentStatus: 'P', payerId: PayerID });
    expect(order.paymentRef).not.toBe('');

    // A reload of the return page asks again: still paid.
    const reload = await t.send(
      'POST',
      '/api/paypal_confirm',
      { cartId: cart.cartId },
      who.headers,
    );
    expect(reload.status).toBe(200);
    expect(cartOf(reload).payment.status).toBe('P');

    const placed = await t.send('POST', '/api/order_confirm', BUY(cart.cartId), who.headers);
    expect(placed.status).toBe(200);
    expect(await stockOf(t, bag.id)).toBe(stock - 1);
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);
  });

  it('leaves the order unpaid and the cart intact when the buyer cancels on PayPal', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await paypalCreate(who, { cartId: cart.cartId });
    const back = await onApprovalPage(payment, 'Cancel and return to the shop');
    expect(back.pathname).toBe('/cancel_paypal');

    // Going to the return page anyway does not take money PayPal was never allowed to take.
    const res = await execute(who, { cartId: cart.cartId, token: payment.id, PayerID: 'X' });
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
    expect(
      (await t.send('POST', '/api/paypal_confirm', { cartId: cart.cartId }, who.headers)).status,
    ).toBe(402);
    expect(await orderRow(t, cart._id)).toMatchObject({ paymentStatus: 'U', status: 'O' });
    const after = await t.get(`/api/get_cart?token=${cart.cartId}`, who.headers);
    expect(after.status).toBe(200);
    expect(cartOf(after).items).toHaveLength(1);
  });

  it('is PAYMENT_FAILED when PayPal declines the capture', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await paypalCreate(who, { cartId: cart.cartId });
    const back = await onApprovalPage(payment, 'Pay with a card that will be declined');
    const res = await execute(who, {
      cartId: cart.cartId,
      token: back.searchParams.get('token'),
      PayerID: back.searchParams.get('PayerID'),
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
    expect(await orderRow(t, cart._id)).toMatchObject({ paymentStatus: 'U', paymentRef: '' });
    const [row] = await paymentRows(t, cart._id);
    expect(row!.raw).toMatchObject({ issue: 'INSTRUMENT_DECLINED' });
  });

  it('refuses a token that is not the cart’s own PayPal order', async () => {
    const who = await signedInAs(t.db, 'C');
    const other = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const otherPayment = await paypalCreate(who, { cartId: other.cartId });
    await onApprovalPage(otherPayment, 'Pay now');

    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }]);
    await paypalCreate(who, { cartId: cart.cartId });
    const res = await execute(who, { cartId: cart.cartId, token: otherPayment.id, PayerID: 'X' });
    expect(res.status).toBe(402);
    expect(
      simCalls(sim, 'POST', new RegExp(`^/v2/checkout/orders/${otherPayment.id}/capture$`)),
    ).toHaveLength(0);
  });

  it('refunds the capture when the stock ran out before the order was placed', async () => {
    const who = await signedInAs(t.db, 'C');
    const case_ = await stockedProduct(t, 1, 3);
    const cart = await cartFor(t, who, [{ product: case_, quantity: 2 }]);
    const payment = await paypalCreate(who, { cartId: cart.cartId });
    const back = await onApprovalPage(payment, 'Pay now');
    const paid = await execute(who, {
      cartId: cart.cartId,
      token: back.searchParams.get('token'),
      PayerID: back.searchParams.get('PayerID'),
    });
    expect(paid.status).toBe(200);
    const captureId = (await orderRow(t, cart._id)).paymentRef;
    await t.db.update(products).set({ inStock: 0 }).where(eq(products.id, case_.id));

    const res = await t.send('POST', '/api/order_confirm', BUY(cart.cartId), who.headers);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SOLD_OUT');
    expect(
      simCalls(sim, 'POST', new RegExp(`^/v2/payments/captures/${captureId}/refund$`)),
    ).toHaveLength(1);
    const [row] = await paymentRows(t, cart._id);
    expect(row!.status).toBe('refunded');
  });
});
