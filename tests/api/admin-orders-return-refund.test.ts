import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/core/money/currency';
import { stripeClient } from '../../src/server/payments/stripe-client';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import { mailsTo } from './accounts-support';
import {
  cartFor,
  checkoutFixture,
  eventsOf,
  orderRow,
  paidByCard,
  paymentRows,
  simCalls,
  stockedProduct,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let hat: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 20);
  hat = await stockedProduct(t, 1, 20);
});

type Admin = Awaited<ReturnType<typeof signedInAs>>;

async function call(admin: Admin, name: string, body: Record<string, unknown>) {
  const res = await t.send('POST', `/api/${name}`, body, admin.headers);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.order as Record<string, unknown> & { items: { _id: string; sku: string }[] };
}

/** A card-paid order of 2 bags and 1 hat, shipped: ready for returns. */
async function shippedCardOrder(admin: Admin) {
  const who = await signedInAs(t.db, 'C');
  const cart = await cartFor(t, who, [
    { product: bag, quantity: 2 },
    { product: hat, quantity: 1 },
  ]);
  const payment = await paidByCard(t, who, cart.cartId);
  const placed = await t.send(
    'POST',
    '/api/order_confirm',
    { cartId: cart.cartId, agreeTerms: true },
    who.headers,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = await call(admin, 'admin_ship_order', { _id: cart._id });
  const lineOf = (product: ProductRow) => order.items.find((item) => item.sku === product.sku)!;
  return { who, id: cart._id, paymentId: payment.id, bagLine: lineOf(bag), hatLine: lineOf(hat) };
}

const refundedAtStripe = async (paymentId: string) => {
  const intent = await (
    await stripeClient()
  ).paymentIntents.retrieve(paymentId, { expand: ['latest_charge'] });
  return (intent.latest_charge as Stripe.Charge).amount_refunded;
};

const sales = async (admin: Admin) => {
  const day = new Date().toISOString().slice(0, 10);
  const res = await t.get(`/api/admin_sales?start=${day}&end=${day}`, admin.headers);
  expect(res.status).toBe(200);
  return res.body.figures as { turnover: number; itemsReturned: number };
};

describe('admin_receive_item refunds the returned item', () => {
  it("refunds one bag's price, not the whole payment, and says so in the mail", async () => {
    const admin = await signedInAs(t.db, 'A');
    const order = await shippedCardOrder(admin);
    const paid = await orderRow(t, order.id);
    const bagLine = (await t.db.query.orderItems.findFirst({
      where: (items, { eq }) => eq(items.id, order.bagLine._id),
    }))!;
    const oneBag = Math.round(bagLine.itemIncTax / 2);
    const before = await sales(admin);
    const refundsBefore = simCalls(sim, 'POST', /^\/v1\/refunds$/).length;

    await call(admin, 'admin_return_item', {
      _id: order.id,
      itemId: order.bagLine._id,
      quantity: 1,
    });
    const received = await call(admin, 'admin_receive_item', {
      _id: order.id,
      itemId: order.bagLine._id,
    });

    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(refundsBefore + 1);
    expect(await refundedAtStripe(order.paymentId)).toBe(oneBag);
    const [row] = await paymentRows(t, order.id);
    expect(row?.status).toBe('succeeded');
    expect(received).toMatchObject({ amountPaid: paid.totalIncTax - oneBag });
    const shown = await t.get(`/api/admin_order?_id=${order.id}`, admin.headers);
    // The refunded bag is owed by nobody: nothing is due.
    expect(shown.body.order).toMatchObject({ amountPaid: paid.totalIncTax - oneBag, amountDue: 0 });
    expect(await eventsOf(t, order.id)).toEqual(expect.arrayContaining(['payment_refunded']));

    const mail = (await mailsTo(order.who.email)).find((m) => m.subject.includes('received'));
    expect(mail?.text).toContain(`We are refunding ${formatMoney(oneBag, 'EUR', 'en')}`);

    const listed = await t.get(`/api/admin_customers?search=${order.who.email}`, admin.headers);
    expect((listed.body.customers as unknown[])[0]).toMatchObject({
      spent: paid.totalIncTax - oneBag,
    });

    const after = await sales(admin);
    expect(after.itemsReturned).toBe(before.itemsReturned + 1);
    expect(before.turnover - after.turnover).toBe(oneBag);
  });

  it('refunds the delivery fee too once every item is back, all of the payment in the end', async () => {
    const admin = await signedInAs(t.db, 'A');
    const order = await shippedCardOrder(admin);
    const paid = await orderRow(t, order.id);
    for (const line of [order.bagLine, order.hatLine]) {
      await call(admin, 'admin_return_item', { _id: order.id, itemId: line._id });
      await call(admin, 'admin_receive_item', { _id: order.id, itemId: line._id });
    }
    expect(await refundedAtStripe(order.paymentId)).toBe(paid.totalIncTax);
    const shown = await t.get(`/api/admin_order?_id=${order.id}`, admin.headers);
    expect(shown.body.order).toMatchObject({ amountPaid: 0, amountDue: 0 });
    const mails = (await mailsTo(order.who.email)).filter((m) => m.subject.includes('received'));
    const hatLine = (await t.db.query.orderItems.findFirst({
      where: (items, { eq }) => eq(items.id, order.hatLine._id),
    }))!;
    // The last return gives back the hat and the delivery fee.
    const last = formatMoney(hatLine.itemIncTax + paid.deliveryIncTax, 'EUR', 'en');
    expect(mails.some((m) => m.text.includes(`We are refunding ${last}`))).toBe(true);
  });
});
