import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/server/db/schema';
import { paymentKey } from '../../src/server/payments/pay-link';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { insertOrder, type ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  checkoutFixture,
  deliverWebhooksTo,
  eventsOf,
  orderRow,
  paymentRows,
  payWithCard,
  simCalls,
  stockedProduct,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let anna: Shopper;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 50);
  anna = await signedInAs(t.db, 'C');
});
beforeEach(() => {
  sim.setStripeWebhook({});
});

const LINK_INVALID = {
  code: 'LINK_INVALID',
  message: 'The link is invalid or is no longer available',
};
const PAYMENT_FAILED = { code: 'PAYMENT_FAILED', message: 'Your payment did not go through' };

interface PayView {
  orderNo: number;
  totalIncTax: number;
  amountPaid: number;
  amountDue: number;
  status: string;
  paymentStatus: string;
  statusLabel: string;
  items: { name: string; quantity: number; itemIncTax: number }[];
}

/** A complete order that was never paid: what admin_complete_order asks the money for. */
async function unpaidOrder(quantity = 2) {
  const order = await insertOrder(t.db, {
    customer: anna,
    status: 'C',
    paymentStatus: 'U',
    lines: [{ product: bag, quantity }],
  });
  return { ...order, link: { order: order.id, key: paymentKey(order.id) } };
}

type Link = { order: string; key: string };
const view = (link: Link) =>
  t.get(`/api/order_payment?order=${link.order}&key=${encodeURIComponent(link.key)}`);
const create = (link: Link) => t.send('POST', '/api/order_payment_create', link);
const confirm = (link: Link) => t.send('POST', '/api/order_payment_confirm', link);

async function createIntent(link: Link) {
  const res = await create(link);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; clientSecret: string; publishableKey: string; amount: number };
}

describe('order_payment', () => {
  it('takes the link’s key in the Link-Key header, as the shop’s client sends it', async () => {
    const { link, orderNo } = await unpaidOrder();
    const res = await t.get(`/api/order_payment?order=${link.order}`, { 'Link-Key': link.key });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.order as PayView).orderNo).toBe(orderNo);
    const wrong = await t.get(`/api/order_payment?order=${link.order}`, { 'Link-Key': 'x' });
    expect(wrong.status).toBe(404);
  });

  it('shows the order and what it owes', async () => {
    const { link, orderNo } = await unpaidOrder(2);
    const row = await orderRow(t, link.order);
    const res = await view(link);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = res.body.order as PayView;
    expect(order).toMatchObject({
      orderNo,
      totalIncTax: row.totalIncTax,
      amountPaid: 0,
      amountDue: row.totalIncTax,
      status: 'C',
      paymentStatus: 'U',
      statusLabel: 'Complete/Unpaid',
    });
    expect(order.items).toEqual([expect.objectContaining({ name: bag.eng.name, quantity: 2 })]);
    // Nothing of the customer travels with a link that may be forwarded.
    expect(JSON.stringify(res.body)).not.toContain(anna.email);
  });

  it('counts what was already paid: only the rest is due', async () => {
    const { link } = await unpaidOrder(3);
    const row = await orderRow(t, link.order);
    await t.db.insert(payments).values({
      orderId: link.order,
      provider: 'STRIPE',
      providerId: `pi_earlier_${link.order}`,
      amount: 1000,
      status: 'succeeded',
    });
    const order = (await view(link)).body.order as PayView;
    expect(order).toMatchObject({ amountPaid: 1000, amountDue: row.totalIncTax - 1000 });
    const intent = await createIntent(link);
    expect(intent.amount).toBe(row.totalIncTax - 1000);
  });

  it('answers 404 LINK_INVALID for a wrong key, an unknown, unplaced or cancelled order', async () => {
    const { link } = await unpaidOrder();
    const cart = await insertOrder(t.db, {
      customer: anna,
      status: 'O',
      paymentStatus: 'U',
      placedAt: null,
      lines: [{ product: bag }],
    });
    const cancelled = await insertOrder(t.db, {
      customer: anna,
      status: 'Z',
      paymentStatus: 'U',
      lines: [{ product: bag }],
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const dead: Link[] = [
      { order: link.order, key: paymentKey(cart.id) },
      { order: link.order, key: `${link.key}x` },
      { order: link.order, key: '' },
      { order: unknown, key: paymentKey(unknown) },
      { order: cart.id, key: paymentKey(cart.id) },
      { order: cancelled.id, key: paymentKey(cancelled.id) },
      { order: 'not-a-uuid', key: paymentKey('not-a-uuid') },
    ];
    for (const bad of dead) {
      for (const res of [await view(bad), await create(bad), await confirm(bad)]) {
        expect(res.status, JSON.stringify(bad)).toBe(404);
        expect(res.body).toEqual(LINK_INVALID);
      }
    }
    expect((await t.get('/api/order_payment')).body).toEqual(LINK_INVALID);
    expect(await paymentRows(t, link.order)).toEqual([]);
  });
});

describe('order_payment_create and order_payment_confirm', () => {
  it('takes what is due by card: payment status P, paidAt, one payment and a paid event', async () => {
    const { link } = await unpaidOrder(2);
    const { totalIncTax } = await orderRow(t, link.order);

    const intent = await createIntent(link);
    expect(intent).toMatchObject({ amount: totalIncTax, publishableKey: 'pk_test_simulator' });
    expect(intent.clientSecret).toMatch(/^pi_.+_secret_/);
    // A reload asks again and gets the same PaymentIntent back.
    expect((await createIntent(link)).id).toBe(intent.id);
    const [created] = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).slice(-1);
    expect(created?.idempotencyKey).toBe(`balance-${link.order}-${totalIncTax}`);

    expect((await payWithCard(intent.id))?.status).toBe('succeeded');
    const res = await confirm(link);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({
      amountPaid: totalIncTax,
      amountDue: 0,
      status: 'C',
      paymentStatus: 'P',
      statusLabel: 'Complete/Paid',
    });

    const order = await orderRow(t, link.order);
    expect(order).toMatchObject({ paymentStatus: 'P', status: 'C' });
    expect(order.paidAt).not.toBeNull();
    expect(await paymentRows(t, link.order)).toEqual([
      expect.objectContaining({ providerId: intent.id, amount: totalIncTax, status: 'succeeded' }),
    ]);
    expect(await eventsOf(t, link.order)).toEqual(['paid']);

    // Confirming again changes nothing; nothing is due any more.
    expect((await confirm(link)).status).toBe(200);
    expect(await eventsOf(t, link.order)).toEqual(['paid']);
    const again = await create(link);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
  });

  it('makes an unpaid order (status U) paid (P), as marking it paid does', async () => {
    const order = await insertOrder(t.db, {
      customer: anna,
      status: 'U',
      paymentStatus: 'U',
      lines: [{ product: bag }],
    });
    const link = { order: order.id, key: paymentKey(order.id) };
    await payWithCard((await createIntent(link)).id);
    expect((await confirm(link)).status).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'P', paymentStatus: 'P' });
  });

  it('answers 409 ORDER_ALREADY_PAID when nothing is due, and makes no PaymentIntent', async () => {
    const paid = await insertOrder(t.db, { customer: anna, lines: [{ product: bag }] });
    const link = { order: paid.id, key: paymentKey(paid.id) };
    expect((await view(link)).body.order).toMatchObject({ amountDue: 0, paymentStatus: 'P' });
    const before = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).length;
    const res = await create(link);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'ORDER_ALREADY_PAID', message: 'The order is already paid' });
    expect(simCalls(sim, 'POST', /^\/v1\/payment_intents$/)).toHaveLength(before);
  });

  it('answers 402 for a declined card and leaves the order unpaid; another card then pays', async () => {
    const { link } = await unpaidOrder();
    const intent = await createIntent(link);
    expect(await payWithCard(intent.id, 'pm_card_chargeDeclined')).toBeNull();

    const res = await confirm(link);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
    expect(await orderRow(t, link.order)).toMatchObject({ paymentStatus: 'U', paidAt: null });
    expect(await eventsOf(t, link.order)).toEqual([]);

    await payWithCard(intent.id);
    expect((await confirm(link)).status).toBe(200);
    expect(await orderRow(t, link.order)).toMatchObject({ paymentStatus: 'P' });
  });

  it('answers 402 when no payment was started', async () => {
    const { link } = await unpaidOrder();
    const res = await confirm(link);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
  });

  it('records the payment once when the webhook and the confirm both arrive', async () => {
    deliverWebhooksTo(t, sim);
    const { link } = await unpaidOrder(2);
    const { totalIncTax, placedAt } = await orderRow(t, link.order);
    const intent = await createIntent(link);
    await payWithCard(intent.id);
    await sim.webhooksSettled();

    const delivered = sim.webhookDeliveries().filter((d) => d.objectId === intent.id);
    expect(delivered).toMatchObject([{ type: 'payment_intent.succeeded', delivered: true }]);
    // The webhook alone counts it (the browser may never come back), as a balance: the order
    // is neither placed again nor refunded.
    expect(await orderRow(t, link.order)).toMatchObject({ paymentStatus: 'P', placedAt });
    expect(await eventsOf(t, link.order)).toEqual(['paid']);

    const res = await confirm(link);
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ amountPaid: totalIncTax, amountDue: 0 });
    expect(await paymentRows(t, link.order)).toEqual([
      expect.objectContaining({ providerId: intent.id, status: 'succeeded' }),
    ]);
    expect(await eventsOf(t, link.order)).toEqual(['paid']);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toEqual([]);
  });

  it('gives the money back when the order was paid otherwise meanwhile', async () => {
    const { link } = await unpaidOrder();
    const intent = await createIntent(link);
    // An administrator marks it paid (a bank transfer) before the card is charged.
    await t.db.update(orders).set({ paymentStatus: 'P' }).where(eq(orders.id, link.order));
    await payWithCard(intent.id);

    const res = await confirm(link);
    expect(res.status).toBe(402);
    expect(await paymentRows(t, link.order)).toEqual([
      expect.objectContaining({ providerId: intent.id, status: 'refunded' }),
    ]);
    expect(await eventsOf(t, link.order)).toEqual(['stray_payment', 'payment_refunded']);
  });
});
