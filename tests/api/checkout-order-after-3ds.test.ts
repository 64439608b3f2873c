import { describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { stripeClient } from '../../src/server/payments/stripe-client';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  paidByCard,
  stockedProduct,
  stripeCreate,
  type Shopper,
} from './checkout-support';

/*
 * Back from 3-D Secure, three things race: Stripe's payment_intent.succeeded webhook, the
 * browser's confirm_payment and order_confirm, and the confirmation page asking
 * checkout_order for the order that payment placed. Whichever comes first, the page's call
 * answers "not yet" (null) or the order, never "no such order", and ends with the order
 * order_confirm placed.
 */

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 200);
}, 60_000);

const events: { raw: string; signature: string }[] = [];

async function postEvent(event: { raw: string; signature: string }) {
  const res = await t.app.request('/api/stripe_webhook', {
    method: 'POST',
    headers: { 'stripe-signature': event.signature, 'content-type': 'application/json' },
    body: event.raw,
  });
  expect(res.status).toBe(200);
}

const askOrder = (who: Shopper, paymentId: string) =>
  t.get(`/api/checkout_order?paymentId=${encodeURIComponent(paymentId)}`, who.headers);

/** The 3-D Secure card paid through the bank's page; answers Stripe's succeeded event. */
async function paidAfterChallenge(intentId: string) {
  events.length = 0;
  await (
    await stripeClient()
  ).paymentIntents.confirm(intentId, {
    payment_method: 'pm_card_authenticationRequired',
    return_url: 'http://localhost:8888/en/checkout/',
  });
  const back = await fetch(`${sim.url}/sim/3ds/${intentId}/complete`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(back.status).toBe(303);
  await sim.webhooksSettled();
  const succeeded = events.find((event) => event.raw.includes('"payment_intent.succeeded"'));
  if (!succeeded) throw new Error('no payment_intent.succeeded event');
  return succeeded;
}

type Order = { orderNo: number; _id: string };

describe('the confirmation after 3-D Secure, whatever the webhook does meanwhile', () => {
  it('answers the order placed from the payment, 30 times with the webhook before, after and during the return', async () => {
    sim.setStripeWebhook({
      deliver: async (raw, signature) => {
        events.push({ raw, signature });
      },
    });
    const who = await signedInAs(t.db, 'C');
    const orders = new Set<number>();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const timing = (['before', 'after', 'during'] as const)[attempt % 3];
      const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
      const payment = await stripeCreate(t, who, { cartId: cart.cartId });
      const waiting = await askOrder(who, payment.id);
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
      expect(waiting.body).toEqual({ order: null });

      const event = await paidAfterChallenge(payment.id);
      const body = { cartId: cart.cartId, agreeTerms: true };
      const browserReturns = async () => {
        const paid = await t.send('POST', '/api/confirm_payment', body, who.headers);
        expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        const placed = await t.send('POST', '/api/order_confirm', body, who.headers);
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
        return placed.body.order as Order;
      };
      // The page keeps asking while the two race: never a 404.
      let settled = false;
      const pageAsks = async () => {
        const answers: unknown[] = [];
        while (!settled) {
          const res = await askOrder(who, payment.id);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          answers.push(res.body.order);
        }
        return answers;
      };
      const polling = pageAsks();
      let placed: Order;
      if (timing === 'before') {
        await postEvent(event);
        placed = await browserReturns();
      } else if (timing === 'after') {
        placed = await browserReturns();
        await postEvent(event);
      } else {
        [placed] = await Promise.all([browserReturns(), postEvent(event)]);
      }
      settled = true;
      await polling;

      const shown = await askOrder(who, payment.id);
      expect(shown.status).toBe(200);
      expect(shown.body.order, timing).toMatchObject({ _id: cart._id, orderNo: placed.orderNo });
      orders.add(placed.orderNo);
    }
    expect(orders.size).toBe(30);
  }, 240_000);

  it('is 404 for another customer’s payment, and for one that never paid for an order', async () => {
    sim.setStripeWebhook({});
    const who = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await paidByCard(t, who, cart.cartId);
    expect((await askOrder(other, payment.id)).status).toBe(404);
    expect((await askOrder(who, 'pi_unknown')).status).toBe(404);
    const placed = await t.send(
      'POST',
      '/api/order_confirm',
      { cartId: cart.cartId, agreeTerms: true },
      who.headers,
    );
    expect(placed.status).toBe(200);
    expect((await askOrder(who, payment.id)).body.order).toMatchObject({ _id: cart._id });
  });
});
