import { beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_KEYS } from '../../src/server/payments/payment-settings';
import { signStripePayload, type RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  deliverWebhooksTo,
  eventsOf,
  orderMailsFor,
  orderRow,
  paymentRows,
  payWithCard,
  stockOf,
  stockedProduct,
  stripeCreate,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 30);
});
beforeEach(() => {
  sim.setStripeWebhook({});
});

/** Posts an event to the webhook as Stripe does, signed with `secret`. */
async function postEvent(event: unknown, signature?: string) {
  const raw = JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  headers['stripe-signature'] =
    signature ?? signStripePayload(raw, SIMULATOR_KEYS.stripeWebhookSecret);
  const res = await t.app.request('/api/stripe_webhook', { method: 'POST', headers, body: raw });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function succeededEvent(intentId: string, id = `evt_test_${intentId}`) {
  const intent = await (await stripeClient()).paymentIntents.retrieve(intentId);
  return { id, object: 'event', type: 'payment_intent.succeeded', data: { object: intent } };
}

describe('stripe_webhook', () => {
  it('refuses an event without a valid signature, and changes nothing', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, who, { cartId: cart.cartId });
    await payWithCard(payment.id);
    const event = await succeededEvent(payment.id);

    const forged = signStripePayload(JSON.stringify(event), 'whsec_someone_else');
    for (const signature of [forged, '', 't=1,v1=00']) {
      const res = await postEvent(event, signature);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
    }
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ paymentStatus: 'U', placedAt: null });
    expect(await eventsOf(t, cart._id)).toEqual([]);
  });

  it('places the order when the browser never came back to confirm, and a replay changes nothing', async () => {
    deliverWebhooksTo(t, sim);
    const who = await signedInAs(t.db, 'C');
    const stock = await stockOf(t, bag.id);
    const cart = await cartFor(t, who, [{ product: bag, quantity: 3 }]);
    const payment = await stripeCreate(t, who, { cartId: cart.cartId });
    await payWithCard(payment.id);
    await sim.webhooksSettled();

    const delivered = sim.webhookDeliveries().filter((d) => d.objectId === payment.id);
    expect(delivered).toMatchObject([{ type: 'payment_intent.succeeded', delivered: true }]);
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ status: 'P', paymentStatus: 'P', paymentId: payment.id });
    expect(order.placedAt).not.toBeNull();
    expect(await stockOf(t, bag.id)).toBe(stock - 3);
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);
    expect((await orderMailsFor(who.email)).customer).toHaveLength(1);

    // Stripe sends the event again (and again): nothing moves.
    const event = await succeededEvent(payment.id);
    expect((await postEvent(event)).status).toBe(200);
    expect((await postEvent(event)).body).toEqual({ received: true });
    expect(await stockOf(t, bag.id)).toBe(stock - 3);
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);
    const mails = await orderMailsFor(who.email);
    expect([mails.customer.length, mails.shop.length]).toEqual([1, 1]);

    // The browser comes back late: confirm_payment answers paid, order_confirm the same order.
    const paid = await t.send('POST', '/api/confirm_payment', { cartId: cart.cartId }, who.headers);
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ type: 'STRIPE', status: 'P', id: payment.id });
    const late = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      who.headers,
    );
    expect(late.status).toBe(200);
    expect((late.body.order as { _id: string })._id).toBe(cart._id);
  });

  it('tells a shopper whose payment the webhook gave back that the last unit sold out', async () => {
    deliverWebhooksTo(t, sim);
    const last = await stockedProduct(t, 1, 1);
    const first = await signedInAs(t.db, 'C');
    const second = await signedInAs(t.db, 'C');
    const firstCart = await cartFor(t, first, [{ product: last, quantity: 1 }]);
    const secondCart = await cartFor(t, second, [
      { product: last, quantity: 1 },
      { product: bag, quantity: 1 },
    ]);
    const firstPayment = await stripeCreate(t, first, { cartId: firstCart.cartId });
    const secondPayment = await stripeCreate(t, second, { cartId: secondCart.cartId });
    await payWithCard(firstPayment.id);
    await sim.webhooksSettled();
    await payWithCard(secondPayment.id);
    await sim.webhooksSettled();
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await eventsOf(t, secondCart._id)).toEqual(['paid', 'sold_out', 'payment_refunded']);

    // The second browser comes back: not "your payment did not go through" but sold out,
    // with its cart as it is now (the sold-out line gone), from both calls it may make.
    for (const call of ['confirm_payment', 'order_confirm']) {
      const res = await t.send(
        'POST',
        `/api/${call}`,
        { cartId: secondCart.cartId, agreeTerms: true },
        second.headers,
      );
      expect(res.status, call).toBe(409);
      expect(res.body.code).toBe('SOLD_OUT');
      const lines = (res.body.cart as { items: { sku: string }[] }).items;
      expect(lines.map((line) => line.sku)).toEqual([bag.sku]);
    }
    expect((await orderRow(t, secondCart._id)).placedAt).toBeNull();
  });

  it('records a failed payment and leaves the cart as it was', async () => {
    deliverWebhooksTo(t, sim);
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, who, { cartId: cart.cartId });
    await payWithCard(payment.id, 'pm_card_chargeDeclined');
    await sim.webhooksSettled();

    const [row] = await paymentRows(t, cart._id);
    expect(row).toMatchObject({ status: 'requires_payment_method' });
    expect(row!.raw).toMatchObject({ lastPaymentError: 'card_declined' });
    expect(await eventsOf(t, cart._id)).toEqual(['payment_failed']);
    expect(await orderRow(t, cart._id)).toMatchObject({ paymentStatus: 'U', status: 'O' });
    expect((await t.get(`/api/get_cart?token=${cart.cartId}`, who.headers)).status).toBe(200);
  });

  it('acknowledges events it has no use for', async () => {
    const res = await postEvent({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(res).toEqual({ status: 200, body: { received: true } });
  });

  it('refunds money taken for a PaymentIntent the cart no longer uses', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const stale = await stripeCreate(t, who, { cartId: cart.cartId });
    // The cart changes in another tab; a new PaymentIntent replaces the first...
    await t.send(
      'POST',
      '/api/update_cart',
      { cartId: cart.cartId, key: cart.items[0]!.key, quantity: 2 },
      who.headers,
    );
    const current = await stripeCreate(t, who, { cartId: cart.cartId });
    expect(current.id).not.toBe(stale.id);
    // ...but the old tab still pays the first one.
    await payWithCard(stale.id);
    expect((await postEvent(await succeededEvent(stale.id))).status).toBe(200);

    const rows = await paymentRows(t, cart._id);
    expect(rows.find((row) => row.providerId === stale.id)?.status).toBe('refunded');
    expect(await orderRow(t, cart._id)).toMatchObject({
      paymentStatus: 'U',
      paymentId: current.id,
    });
    expect(await eventsOf(t, cart._id)).toEqual(['stray_payment', 'payment_refunded']);
  });
});
