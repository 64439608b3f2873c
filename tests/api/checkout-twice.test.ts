import { describe, expect, it } from 'vitest';
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
  paymentRows,
  payWithCard,
  simCalls,
  stockOf,
  stockedProduct,
} from './checkout-support';

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 30);
});

describe('every checkout call made twice (double clicks, retries, the webhook too)', () => {
  it('charges once, places one order, takes the stock once and sends one pair of mails', async () => {
    deliverWebhooksTo(t, sim);
    const who = await signedInAs(t.db, 'C');
    const stock = await stockOf(t, bag.id);
    const cart = await cartFor(t, who, [{ product: bag, quantity: 2 }]);
    const body = { cartId: cart.cartId, agreeTerms: true };
    const send = (path: string) => t.send('POST', path, body, who.headers);

    const creates = await Promise.all([send('/api/stripe_create'), send('/api/stripe_create')]);
    const ids = creates.map((res) => (res.body.payment as { id: string }).id);
    expect(creates.map((res) => res.status)).toEqual([200, 200]);
    expect(ids[1]).toBe(ids[0]);
    const intentId = ids[0]!;
    await payWithCard(intentId);

    // The browser confirms twice while Stripe's webhook arrives with the same news.
    const confirms = await Promise.all([
      send('/api/confirm_payment'),
      send('/api/confirm_payment'),
    ]);
    expect(confirms.map((res) => res.status)).toEqual([200, 200]);
    const placed = await Promise.all([send('/api/order_confirm'), send('/api/order_confirm')]);
    await sim.webhooksSettled();
    const again = await send('/api/order_confirm');

    expect(placed.map((res) => res.status)).toEqual([200, 200]);
    expect(again.status).toBe(200);
    expect(placed[1]!.body.order).toEqual(placed[0]!.body.order);
    expect(again.body.order).toEqual(placed[0]!.body.order);

    // One PaymentIntent (every create carried one key), never a refund, one payment row.
    const keys = simCalls(sim, 'POST', /^\/v1\/payment_intents$/)
      .filter((call) => call.idempotencyKey?.startsWith(`cart-${cart._id}-`))
      .map((call) => call.idempotencyKey);
    expect(keys).toEqual([`cart-${cart._id}-${cart.delivery.totalIncTax}`, keys[0]]);
    expect(simCalls(sim, 'POST', /^\/v1\/refunds$/)).toHaveLength(0);
    expect(await paymentRows(t, cart._id)).toHaveLength(1);

    expect(await stockOf(t, bag.id)).toBe(stock - 2);
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ status: 'P', paymentStatus: 'P', paymentId: intentId });
    expect(await eventsOf(t, cart._id)).toEqual(['paid', 'placed']);
    const mails = await orderMailsFor(who.email);
    expect(mails.customer).toHaveLength(1);
    expect(mails.shop).toHaveLength(1);
  });
});
