import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIMULATOR_KEYS } from '../../src/server/payments/payment-settings';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { buildSiteSettings } from '../../src/tools/seed/site-settings';
import { signedInAs, type TestApp } from '../support/test-app';
import { cartFor, checkoutFixture, stockedProduct } from './checkout-support';

type Payment = ReturnType<typeof buildSiteSettings>['payment'];

/** Saves the Site Settings screen's Payment section as the admin does (admin_site_payment). */
async function savePayment(admin: Record<string, string>, change: Partial<Payment>) {
  const payment = { ...buildSiteSettings().payment, ...change };
  const res = await t.send('POST', '/api/admin_site_payment', { payment }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let t: TestApp;
let sim: RunningSimulator;

checkoutFixture((app) => {
  ({ t, sim } = app);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('payment_config', () => {
  it('tells the browser the publishable key, the simulator and which methods are offered', async () => {
    const res = await t.get('/api/payment_config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      stripe: {
        enabled: true,
        publishableKey: SIMULATOR_KEYS.stripePublishableKey,
        simulatorUrl: '/api/payment_simulator',
      },
      paypal: { enabled: true },
    });
    expect(JSON.stringify(res.body)).not.toContain(SIMULATOR_KEYS.stripeSecretKey);
  });

  it('answers 503 PAYMENT_UNAVAILABLE, here and on the payment calls, when the settings are unsafe', async () => {
    // Live keys with the simulator would "take" real payments from a stand-in: refused.
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_live_0123');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = await t.get('/api/payment_config');
    const who = await signedInAs(t.db, 'C');
    const bag = await stockedProduct(t, 0, 10);
    const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
    const create = await t.send(
      'POST',
      '/api/stripe_create',
      { cartId: cart.cartId, agreeTerms: true },
      who.headers,
    );
    log.mockRestore();

    for (const res of [config, create]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        code: 'PAYMENT_UNAVAILABLE',
        message: 'This payment method is not available right now. Please try again later.',
      });
    }
    expect(sim.requests()).toHaveLength(0);
  });

  it('offers only the methods the Payment settings switch on, and carts take its currency', async () => {
    const admin = (await signedInAs(t.db, 'A')).headers;
    const who = await signedInAs(t.db, 'C');
    const bag = await stockedProduct(t, 0, 10);
    try {
      await savePayment(admin, { paypal: false, stripe: false, currency: 'GBP' });
      const config = await t.get('/api/payment_config');
      expect(config.body).toMatchObject({ stripe: { enabled: false }, paypal: { enabled: false } });
      const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
      expect(cart.cart.currency).toBe('GBP');
      const create = await t.send(
        'POST',
        '/api/stripe_create',
        { cartId: cart.cartId, agreeTerms: true },
        who.headers,
      );
      expect(create.status).toBe(503);

      await savePayment(admin, { paypal: true, stripe: false });
      expect((await t.get('/api/payment_config')).body).toMatchObject({
        stripe: { enabled: false },
        paypal: { enabled: true },
      });
    } finally {
      await savePayment(admin, {});
    }
    expect((await t.get('/api/payment_config')).body).toMatchObject({
      stripe: { enabled: true },
      paypal: { enabled: true },
    });
  });
});
