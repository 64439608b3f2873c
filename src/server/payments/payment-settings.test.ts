import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentConfigError, paymentSettings, paypalEnabled } from './payment-settings';

const TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_shop',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
  STRIPE_WEBHOOK_SECRET: 'whsec_shop',
};
const PAYPAL_KEYS = { PAYPAL_CLIENT_ID: 'shop-client', PAYPAL_CLIENT_SECRET: 'shop-secret' };
const SIMULATOR = { PAYMENT_SIMULATOR_URL: 'http://127.0.0.1:12111/' };

function refusal(env: NodeJS.ProcessEnv): PaymentConfigError {
  try {
    paymentSettings(env);
  } catch (error) {
    if (error instanceof PaymentConfigError) return error;
    throw error;
  }
  throw new Error('paymentSettings accepted these settings');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('paymentSettings without the simulator', () => {
  it('refuses to run without keys, naming the variables to set', () => {
    const error = refusal({});
    expect(error.message).toContain(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET',
    );
    expect(error.message).toContain('PAYMENT_SIMULATOR_URL');
  });

  it('counts empty values as unset, as a copied .env.example leaves them', () => {
    const blank = { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: ' ', PAYMENT_SIMULATOR_URL: '' };
    expect(refusal(blank).message).toContain('STRIPE_SECRET_KEY');
  });

  it('names the one Stripe key that is missing', () => {
    const error = refusal({ ...TEST_KEYS, STRIPE_WEBHOOK_SECRET: undefined });
    expect(error.message).toContain('set STRIPE_WEBHOOK_SECRET ');
    expect(error.message).not.toContain('STRIPE_SECRET_KEY,');
  });

  it('uses the real keys, live ones included, with PayPal sandbox by default', () => {
    const live = { ...TEST_KEYS, STRIPE_SECRET_KEY: 'sk_live_shop', ...PAYPAL_KEYS };
    expect(paymentSettings(live)).toEqual({
      stripe: {
        secretKey: 'sk_live_shop',
        publishableKey: 'pk_test_shop',
        webhookSecret: 'whsec_shop',
      },
      paypal: { clientId: 'shop-client', clientSecret: 'shop-secret', environment: 'sandbox' },
      simulatorUrl: null,
    });
    expect(paymentSettings({ ...live, PAYPAL_ENVIRONMENT: 'Production' }).paypal.environment).toBe(
      'production',
    );
  });

  it('leaves PayPal off when neither of its keys is set, and refuses half of them', () => {
    const stripeOnly = paymentSettings(TEST_KEYS);
    expect(stripeOnly.paypal).toMatchObject({ clientId: '', clientSecret: '' });
    expect(paypalEnabled(stripeOnly)).toBe(false);
    expect(paypalEnabled(paymentSettings({ ...TEST_KEYS, ...PAYPAL_KEYS }))).toBe(true);
    const half = refusal({ ...TEST_KEYS, PAYPAL_CLIENT_ID: 'shop-client' });
    expect(half.message).toContain('PAYPAL_CLIENT_SECRET');
  });

  it('refuses an unknown PayPal environment', () => {
    const error = refusal({ ...TEST_KEYS, PAYPAL_ENVIRONMENT: 'live' });
    expect(error.message).toContain('PAYPAL_ENVIRONMENT must be sandbox or production');
  });

  it('reads process.env when given nothing', () => {
    for (const [name, value] of Object.entries(TEST_KEYS)) vi.stubEnv(name, value);
    vi.stubEnv('PAYMENT_SIMULATOR_URL', undefined);
    expect(paymentSettings().stripe.secretKey).toBe('sk_test_shop');
  });
});

describe('paymentSettings with the simulator', () => {
  it("fills unset keys with the simulator's own, without a trailing slash on its URL", () => {
    expect(paymentSettings(SIMULATOR)).toEqual({
      stripe: {
        secretKey: 'sk_test_simulator',
        publishableKey: 'pk_test_simulator',
        webhookSecret: 'whsec_simulator',
      },
      paypal: {
        clientId: 'simulator-client',
        clientSecret: 'simulator-secret',
        environment: 'sandbox',
      },
      simulatorUrl: 'http://127.0.0.1:12111',
    });
  });

  it('keeps test keys that are set', () => {
    const settings = paymentSettings({
      ...SIMULATOR,
      ...TEST_KEYS,
      PAYPAL_CLIENT_ID: 'shop-client',
    });
    expect(settings.stripe.secretKey).toBe('sk_test_shop');
    expect(settings.paypal).toMatchObject({
      clientId: 'shop-client',
      clientSecret: 'simulator-secret',
    });
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'sk_live_shop'],
    ['STRIPE_SECRET_KEY', 'rk_live_shop'],
    ['STRIPE_PUBLISHABLE_KEY', 'pk_live_shop'],
  ])('is refused when %s is a live key (%s)', (name, value) => {
    const error = refusal({ ...SIMULATOR, ...TEST_KEYS, [name]: value });
    expect(error.message).toContain('PAYMENT_SIMULATOR_URL is refused');
    expect(error.message).toContain(name);
  });

  it('is refused with PayPal production', () => {
    const error = refusal({ ...SIMULATOR, PAYPAL_ENVIRONMENT: 'production' });
    expect(error.message).toContain('PAYPAL_ENVIRONMENT');
  });
});
