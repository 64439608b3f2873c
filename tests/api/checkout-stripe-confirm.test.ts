import { describe, expect, it } from 'vitest';
import type { ShopCart } from '../../src/core/cart/shop-cart';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  cartOf,
  checkoutFixture,
  eventsOf,
  orderRow,
  payWithCard,
  simCalls,
  stockedProduct,
  stripeCreate,
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

const PAYMENT_FAILED = { code: 'PAYMENT_FAILED', message: 'Your payment did not go through' };

const confirm = (cart: ShopCart, body: Record<string, unknown> = {}) =>
  t.send('POST', '/api/confirm_payment', { cartId: cart.cartId, ...body }, anna.headers);

describe('confirm_payment', () => {
  it('marks the cart paid once Stripe says the PaymentIntent succeeded for its total', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 2 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    const intent = await payWithCard(payment.id);
    expect(intent?.status).toBe('succeeded');

    const res = await confirm(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payment).toMatchObject({ type: 'STRIPE', status: 'P', id: payment.id });
    expect(cartOf(res).payment.status).toBe('P');
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ paymentStatus: 'P', status: 'O', placedAt: null });
    expect(order.paidAt).not.toBeNull();
    expect(order.paymentRef).toMatch(/^ch_/);
    expect(await eventsOf(t, cart._id)).toEqual(['paid']);
    // It asked Stripe about the cart's own PaymentIntent.
    expect(simCalls(sim, 'GET', new RegExp(`^/v1/payment_intents/${payment.id}$`))).toHaveLength(1);
  });

  it('reads only the stored PaymentIntent: an id sent by the client is ignored', async () => {
    const paidCart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const paid = await stripeCreate(t, anna, { cartId: paidCart.cartId });
    await payWithCard(paid.id);

    const cart = await cartFor(t, anna, [{ product: bag, quantity: 3 }]);
    await stripeCreate(t, anna, { cartId: cart.cartId });
    const res = await confirm(cart, { payment: { id: paid.id }, paymentId: paid.id });
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
    expect((await orderRow(t, cart._id)).paymentStatus).toBe('U');
  });

  it('leaves a declined card unpaid, with the cart intact and still usable', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    expect(await payWithCard(payment.id, 'pm_card_chargeDeclined')).toBeNull();

    const res = await confirm(cart);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
    const order = await orderRow(t, cart._id);
    expect(order).toMatchObject({ paymentStatus: 'U', status: 'O', placedAt: null, paidAt: null });

    const again = await t.get(`/api/get_cart?token=${cart.cartId}`, anna.headers);
    expect(again.status).toBe(200);
    expect(cartOf(again).items.map((item) => item.quantity)).toEqual([1]);

    // Another card on the same PaymentIntent goes through.
    const retry = await stripeCreate(t, anna, { cartId: cart.cartId });
    expect(retry.id).toBe(payment.id);
    await payWithCard(retry.id);
    expect((await confirm(cart)).status).toBe(200);
  });

  it('does not count a 3-D Secure payment until the customer completes it', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    const intent = await payWithCard(payment.id, 'pm_card_threeDSecure2Required');
    expect(intent?.status).toBe('requires_action');

    expect((await confirm(cart)).status).toBe(402);
    expect((await orderRow(t, cart._id)).paymentStatus).toBe('U');

    const challenge = await fetch(`${sim.url}/sim/3ds/${payment.id}/complete`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(challenge.status).toBeLessThan(400);
    const res = await confirm(cart);
    expect(res.status).toBe(200);
    expect((await orderRow(t, cart._id)).paymentStatus).toBe('P');
  });

  it('is PAYMENT_FAILED for a cart no payment was started for', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const res = await confirm(cart);
    expect(res.status).toBe(402);
    expect(res.body).toEqual(PAYMENT_FAILED);
  });

  it('keeps a paid cart as it is: changes are refused until the order is placed', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    await payWithCard(payment.id);
    expect((await confirm(cart)).status).toBe(200);

    const change = await t.send(
      'POST',
      '/api/update_cart',
      { cartId: cart.cartId, key: cart.items[0]!.key, quantity: 5 },
      anna.headers,
    );
    expect(change.status).toBe(409);
    // A second stripe_create makes nothing new for a paid cart.
    const creates = simCalls(sim, 'POST', /^\/v1\/payment_intents$/).length;
    const again = await t.send(
      'POST',
      '/api/stripe_create',
      { cartId: cart.cartId, agreeTerms: true },
      anna.headers,
    );
    expect(again.status).toBe(200);
    expect(again.body.payment).toMatchObject({ status: 'P', id: payment.id });
    expect(simCalls(sim, 'POST', /^\/v1\/payment_intents$/)).toHaveLength(creates);
  });
});
