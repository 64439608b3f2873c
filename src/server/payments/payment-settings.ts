export interface PaymentSettings {
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** clientId and clientSecret are both empty when PayPal is not configured (PayPal disabled). */
  paypal: { clientId: string; clientSecret: string; environment: 'sandbox' | 'production' };
  /** The local provider simulator the SDKs talk to instead of Stripe and PayPal; null for the real ones. */
  simulatorUrl: string | null;
}

/** The payment variables are missing, inconsistent or unsafe: no payment can be taken. */
export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError';
}

/** The simulator's own credentials; it accepts any test key, these are what it is used with. */
export const SIMULATOR_KEYS = {
  stripeSecretKey: 'sk_test_simulator',
  stripePublishableKey: 'pk_test_simulator',
  stripeWebhookSecret: 'whsec_simulator',
  paypalClientId: 'simulator-client',
  paypalClientSecret: 'simulator-secret',
} as const;

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'];
const PAYPAL_VARIABLES = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'];

/**
 * Every variable that points the shop at a real provider account: tests and benchmarks clear
 * them all, so a developer's real keys never reach a run that should use the simulator.
 */
export const PROVIDER_VARIABLES = [
  ...STRIPE_VARIABLES,
  ...PAYPAL_VARIABLES,
  'PAYPAL_ENVIRONMENT',
] as const;

/** Live Stripe keys move real money; the simulator must never stand in for them. */
export function isLiveStripeKey(key: string): boolean {
  return /^(sk|rk|pk)_live_/.test(key);
}

function missing(values: Record<string, string | undefined>, names: string[]): string[] {
  return names.filter((name) => !values[name]);
}

function environmentOf(raw: string | undefined): 'sandbox' | 'production' {
  const value = raw?.toLowerCase() ?? 'sandbox';
  if (value === 'sandbox' || value === 'production') return value;
  throw new PaymentConfigError(`PAYPAL_ENVIRONMENT must be sandbox or production, not "${raw}"`);
}

/**
 * The payment keys from the environment. With PAYMENT_SIMULATOR_URL set, unset keys are the
 * simulator's; the override is refused for live keys, so a misconfigured production deploy
 * fails loudly instead of "taking" payments from a simulator.
 */
export function paymentSettings(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  // Empty counts as unset, as everywhere else: a copied .env.example leaves `NAME=`.
  const read = (name: string): string | undefined => env[name]?.trim() || undefined;
  const values = Object.fromEntries(
    [...STRIPE_VARIABLES, ...PAYPAL_VARIABLES].map((name) => [name, read(name)]),
  );
  const simulatorUrl = read('PAYMENT_SIMULATOR_URL')?.replace(/\/+$/, '') ?? null;
  const environment = environmentOf(read('PAYPAL_ENVIRONMENT'));

  if (simulatorUrl) {
    const live = STRIPE_VARIABLES.filter((name) => isLiveStripeKey(values[name] ?? ''));
    if (live.length > 0 || environment === 'production') {
      const what = [...live, ...(environment === 'production' ? ['PAYPAL_ENVIRONMENT'] : [])];
      throw new PaymentConfigError(
        `PAYMENT_SIMULATOR_URL is refused with live payment settings (${what.join(', ')}): ` +
          'unset PAYMENT_SIMULATOR_URL, or use test keys and the PayPal sandbox',
      );
    }
  } else {
    const absentStripe = missing(values, STRIPE_VARIABLES);
    const absentPaypal = missing(values, PAYPAL_VARIABLES);
    if (absentStripe.length > 0) {
      throw new PaymentConfigError(
        `Payments are not configured: set ${absentStripe.join(', ')} ` +
          '(and PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET for PayPal), ' +
          'or PAYMENT_SIMULATOR_URL for the local payment simulator',
      );
    }
    // PayPal is optional; half of its credentials is a mistake, not a choice.
    if (absentPaypal.length === 1) {
      throw new PaymentConfigError(`PayPal is half configured: set ${absentPaypal.join(', ')}`);
    }
  }

  const orSimulator = (name: string, fallback: string): string =>
    values[name] ?? (simulatorUrl ? fallback : '');
  return {
    stripe: {
      secretKey: orSimulator('STRIPE_SECRET_KEY', SIMULATOR_KEYS.stripeSecretKey),
      publishableKey: orSimulator('STRIPE_PUBLISHABLE_KEY', SIMULATOR_KEYS.stripePublishableKey),
      webhookSecret: orSimulator('STRIPE_WEBHOOK_SECRET', SIMULATOR_KEYS.stripeWebhookSecret),
    },
    paypal: {
      clientId: orSimulator('PAYPAL_CLIENT_ID', SIMULATOR_KEYS.paypalClientId),
      clientSecret: orSimulator('PAYPAL_CLIENT_SECRET', SIMULATOR_KEYS.paypalClientSecret),
      environment,
    },
    simulatorUrl,
  };
}

/** Whether PayPal can be offered: both its credentials are known. */
export function paypalEnabled(settings: PaymentSettings): boolean {
  return settings.paypal.clientId !== '' && settings.paypal.clientSecret !== '';
}
