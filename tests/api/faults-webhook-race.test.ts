import { describe, expect, it } from 'vitest';
import { SIMULATOR_KEYS } from '../../src/server/payments/payment-settings';
import { signStripePayload, type RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import { mailQueue } from '../../src/server/db/schema';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  eventsOf,
  orderMailsFor,
  orderRow,
  payWithCard,
  simCalls,
  stockOf,
  stockedProduct,
  stripeCreate,
} from './checkout-support';

// checkout-webhook.test.ts covers the webhook placing the order before the browser returns and
// the same event replayed afterwards, one after the other; checkout-twice.test.ts the browser's
// calls made twice. Here the two deliveries and the browser's order_confirm arrive together.

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 20);
});

async function postEvent(raw: string) {
  const res = await t.app.request('/api/stripe_webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(raw, SIMULATOR_KEYS.stripeWebhookSecret),
    },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('a payment webhook delivered twice, at the same moment the browser confirms', () => {
  it('places one order, takes the stock once and queues one pair of mails', async () => {
    sim.setStripeWebhook({});
    const who = await signedInAs(t.db, 'C');
    const stock = await stockOf(t, bag.id);
    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }]);
    const payment = await stripeCreate(t, who, { cartId: cart.cartId });
    await payWithCard(payment.id);
    const intent = await (await stripeClient()).paymentIntents.retrieve(payment.id);
    const raw = JSON.stringify({
      id: `evt_race_${payment.id}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: intent },
    });
    const queuedBefore = await t.db.select().from(mailQueue);

    const body = { cartId: cart.cartId, agreeTerms: true };
    const [first, second, [confirmed, browser]] = await Promise.all([
      postEvent(raw),
      postEvent(raw),
      // The browser's two calls, one after the other as the checkout page makes them.
      (async () => {
        const paid = await t.send('POST', '/api/confirm_payment', body, who.headers);
        return [paid, await t.send('POST', '/api/order_confirm', body, who.headers)] as const;
      })(),
    ]);

    expect([first.status, second.status]).toEqual([200, 200]);
    // The browser may come first (it reads the payment from Stripe itself) or after a webhook
    // placed the order; either way it is told it paid and the order is placed.
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.payment).toMatchObject({ status: 'P', id: payment.id });
    expect(browser.status, JSON.stringify(browser.body)).toBe(200);
    expect((browser.body.order as { _id: string })._id).toBe(cart._id);

    expect(await orderRow(t, cart._id)).toMatchObject({
      status: 'P',
      paymentStatus: 'P',
      paymentId: payment.id,
    });
    expect(await stockOf(t, bag.id)).toBe(stock - 2);
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(0);

    const queued = (await t.db.select().from(mailQueue)).filter(
      (row) => !queuedBefore.some((before) => before.id === row.id),
    );
    expect(queued).toHaveLength(2);
    expect(queued.every((row) => row.sentAt !== null)).toBe(true);
    const mails = await orderMailsFor(who.email);
    expect([mails.customer.length, mails.shop.length]).toEqual([1, 1]);
  });
});
