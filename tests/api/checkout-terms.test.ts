import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import en from '../../src/locales/en/translation.json';
import it_ from '../../src/locales/it/translation.json';
import { orders } from '../../src/server/db/schema';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  deliverWebhooksTo,
  eventsOf,
  orderMailsFor,
  orderRow,
  paidByCard,
  paymentRows,
  payWithCard,
  simCalls,
  stockOf,
  stockedProduct,
  stripeCreate,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 50);
});

const TERMS = 'You must agree to the Terms and Conditions';

/** Spec 5 and 8: the refusal, as every catalogue error leaves (code, English text, field). */
const REFUSED = {
  code: 'AGREE_TERMS',
  message: TERMS,
  fields: [{ field: 'agreeTerms', message: TERMS }],
};

/** Bodies of a buyer who did not agree: the box left out, unticked, or not a real true. */
const notAgreed = (cartId: string) => [
  { cartId },
  { cartId, agreeTerms: false },
  { cartId, agreeTerms: 'true' },
  { cartId, agreeTerms: 1 },
  { cartId, agreeTerms: null },
];

/** A time no server clock of this test reads: a client's claim of when it agreed. */
const CLAIMED = '2001-02-03T04:05:06.000Z';

const post = (who: Shopper, call: string, body: unknown) =>
  t.send('POST', `/api/${call}`, body, who.headers);

const termsTime = async (orderId: string) => (await orderRow(t, orderId)).termsAcceptedAt;

/** Asserts `at` is a time the server read between `from` and now. */
function expectServerTime(at: Date | string | null | undefined, from: Date) {
  expect(at).toBeTruthy();
  const time = new Date(at!).getTime();
  expect(time).toBeGreaterThanOrEqual(from.getTime());
  expect(time).toBeLessThanOrEqual(Date.now());
}

describe('spec 5: terms must be agreed at checkout, on the server', () => {
  it('order_confirm refuses a buyer who did not agree and places nothing', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }]);
    const payment = await paidByCard(t, who, cart.cartId);
    const stock = await stockOf(t, bag.id);
    const before = await orderRow(t, cart._id);
    const intents = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).length;
    const refunds = simCalls(sim, 'POST', /^\/v1\/refunds$/).length;

    for (const body of notAgreed(cart.cartId)) {
      const res = await post(who, 'order_confirm', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(REFUSED);
    }

    // Nothing moved: the cart is still a paid, unplaced cart, with its stock and its payment.
    expect(await orderRow(t, cart._id)).toEqual(before);
    expect(before).toMatchObject({ placedAt: null, status: 'O', paymentStatus: 'P' });
    expect(await stockOf(t, bag.id)).toBe(stock);
    expect(await eventsOf(t, cart._id)).toEqual(['paid']);
    expect(await paymentRows(t, cart._id)).toMatchObject([
      { providerId: payment.id, status: 'succeeded' },
    ]);
    expect(simCalls(sim, 'POST', /^\/v1\/payment_intents$/)).toHaveLength(intents);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(refunds);
    expect(await orderMailsFor(who.email)).toEqual({ customer: [], shop: [] });

    // With the agreement the same cart becomes the order.
    const placed = await post(who, 'order_confirm', { cartId: cart.cartId, agreeTerms: true });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await stockOf(t, bag.id)).toBe(stock - 2);
  });

  it('says so in the language of the page: the code the client translates, in both languages', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }], 'it');
    await paidByCard(t, who, cart.cartId);
    const res = await post(who, 'order_confirm', { cartId: cart.cartId });
    expect(res.status).toBe(400);
    // The answer is the spec's English text with its code, as every error; the shop shows
    // error.<code> from the page's locale (errorText), so an Italian page reads Italian.
    const key = `error.${String(res.body.code)}` as keyof typeof en;
    expect(en[key]).toBe(TERMS);
    expect(it_[key as keyof typeof it_]).toBe('Devi accettare i Termini e le Condizioni');
  });

  it('stripe_create and paypal_create start no payment for a buyer who did not agree', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const before = await orderRow(t, cart._id);
    const providerCalls = sim.requests().length;

    for (const call of ['stripe_create', 'paypal_create']) {
      for (const body of notAgreed(cart.cartId)) {
        const res = await post(who, call, body);
        expect(res.status, `${call} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body).toEqual(REFUSED);
      }
    }

    expect(sim.requests()).toHaveLength(providerCalls);
    expect(await paymentRows(t, cart._id)).toEqual([]);
    expect(await orderRow(t, cart._id)).toEqual(before);
    expect(before).toMatchObject({ paymentId: '', paymentType: null, termsAcceptedAt: null });
  });

  it('keeps the agreement with the order, at the time the server read, whatever the client says', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const started = new Date();
    const payment = await stripeCreate(t, who, {
      cartId: cart.cartId,
      termsAcceptedAt: CLAIMED,
    });
    const agreedAt = await termsTime(cart._id);
    expectServerTime(agreedAt, started);

    await payWithCard(payment.id);
    expect((await post(who, 'confirm_payment', { cartId: cart.cartId })).status).toBe(200);
    const placed = await post(who, 'order_confirm', {
      cartId: cart.cartId,
      agreeTerms: true,
      termsAcceptedAt: CLAIMED,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    // The agreement given when the payment started, not the client's time nor a later one.
    const row = await orderRow(t, cart._id);
    expect(row.placedAt).not.toBeNull();
    expect(row.termsAcceptedAt).toEqual(agreedAt);
    const answered = placed.body.order as { termsAcceptedAt: string };
    expect(answered.termsAcceptedAt).toBe(agreedAt!.toISOString());

    // The administrator sees it on the order, and the customer in their orders.
    const admin = await signedInAs(t.db, 'A');
    const detail = await t.get(`/api/admin_order?_id=${cart._id}`, admin.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ termsAcceptedAt: agreedAt!.toISOString() });
    const mine = await t.get('/api/orders', who.headers);
    expect(mine.body.orders).toMatchObject([{ termsAcceptedAt: agreedAt!.toISOString() }]);
  });

  it('paypal_create keeps the agreement on the cart, at the server’s time', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const started = new Date();
    const res = await post(who, 'paypal_create', {
      cartId: cart.cartId,
      agreeTerms: true,
      termsAcceptedAt: CLAIMED,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectServerTime(await termsTime(cart._id), started);
  });

  it('the webhook places a paid cart with the agreement given when its payment started', async () => {
    deliverWebhooksTo(t, sim);
    try {
      const who = await signedInAs(t.db, 'C');
      const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
      const payment = await stripeCreate(t, who, { cartId: cart.cartId });
      const agreedAt = await termsTime(cart._id);
      expect(agreedAt).not.toBeNull();
      await payWithCard(payment.id);
      await sim.webhooksSettled();

      // The browser never came back: the order is placed all the same, with the agreement.
      const row = await orderRow(t, cart._id);
      expect(row).toMatchObject({ status: 'P', termsAcceptedAt: agreedAt });
      expect(row.placedAt).not.toBeNull();
    } finally {
      sim.setStripeWebhook({});
    }
  });

  it('a cart paid without a kept agreement is left for order_confirm, which brings it', async () => {
    deliverWebhooksTo(t, sim);
    try {
      const who = await signedInAs(t.db, 'C');
      const stock = await stockOf(t, bag.id);
      const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
      const payment = await stripeCreate(t, who, { cartId: cart.cartId });
      // A payment started before agreements were kept (a cart in flight at the upgrade).
      await t.db.update(orders).set({ termsAcceptedAt: null }).where(eq(orders.id, cart._id));
      await payWithCard(payment.id);
      await sim.webhooksSettled();

      // The webhook counted the payment but placed nothing without an agreement.
      expect(await orderRow(t, cart._id)).toMatchObject({
        paymentStatus: 'P',
        placedAt: null,
        termsAcceptedAt: null,
      });
      expect(await stockOf(t, bag.id)).toBe(stock);
      expect((await post(who, 'order_confirm', { cartId: cart.cartId })).body).toEqual(REFUSED);

      const confirmed = new Date();
      const placed = await post(who, 'order_confirm', { cartId: cart.cartId, agreeTerms: true });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expectServerTime(await termsTime(cart._id), confirmed);
      expect(await stockOf(t, bag.id)).toBe(stock - 1);
    } finally {
      sim.setStripeWebhook({});
    }
  });

  it('does not ask again when a payment is checked', async () => {
    const who = await signedInAs(t.db, 'C');
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, who, { cartId: cart.cartId });
    await payWithCard(payment.id);
    const res = await post(who, 'confirm_payment', { cartId: cart.cartId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
