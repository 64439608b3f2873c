import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmCardBody } from '../../src/components/checkout/card-entry';
import { SIMULATOR_KEYS } from '../../src/server/payments/payment-settings';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  stockedProduct,
  stripeCreate,
  type Shopper,
} from './checkout-support';

let t: TestApp;
let bag: ProductRow;
let anna: Shopper;

checkoutFixture(async (app) => {
  ({ t } = app);
  bag = await stockedProduct(t, 0, 50);
  anna = await signedInAs(t.db, 'C');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const CARD = {
  number: '4242424242424242',
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  name: 'Anna Rossi',
};

describe('headers on every API answer', () => {
  it('nosniff, a policy that allows nothing, private no-store on personal answers', async () => {
    for (const res of [
      await t.get('/api/customer', anna.headers),
      await t.get('/api/customer'),
      await t.get('/api/no_such_call'),
    ]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('keeps a cache header a route chose itself', async () => {
    const res = await t.app.request('/api/captcha');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

/** The card form's confirm, posted to this origin's relay as the browser posts it. */
const confirmThroughRelay = (intentId: string, body: URLSearchParams) =>
  t.app.request(`/api/payment_simulator/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });

describe('the simulator relay (POST /api/payment_simulator/…/confirm)', () => {
  it('confirms a card with the simulator from this origin, as the card form does', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    const body = confirmCardBody(CARD, payment.clientSecret, 'http://localhost/checkout');
    body.set('key', SIMULATOR_KEYS.stripePublishableKey);
    const res = await confirmThroughRelay(payment.id, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: payment.id, status: 'succeeded' });
  });

  it('passes on the simulator’s refusal of a wrong client secret', async () => {
    const cart = await cartFor(t, anna, [{ product: bag, quantity: 1 }]);
    const payment = await stripeCreate(t, anna, { cartId: cart.cartId });
    const body = confirmCardBody(CARD, 'pi_wrong_secret', 'http://localhost/checkout');
    body.set('key', SIMULATOR_KEYS.stripePublishableKey);
    const res = await confirmThroughRelay(payment.id, body);
    expect(res.status).toBe(400);
  });

  it('does not exist without the simulator (production)', async () => {
    vi.stubEnv('PAYMENT_SIMULATOR_URL', '');
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_real');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_real');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_real');
    const res = await t.send('POST', '/api/payment_simulator/v1/payment_intents/pi_1/confirm', {});
    expect(res.status).toBe(404);
  });
});
