import type Stripe from 'stripe';
import type * as StripeSdkModule from 'stripe';
import { paymentSettings, type PaymentSettings } from './payment-settings';

type StripeModule = typeof StripeSdkModule;

const clients = new Map<string, Stripe>();
let stripeModule: StripeModule | undefined;

/**
 * The SDK is imported on the first payment call, not when the function starts: it costs
 * ~86 ms of every cold start, and most calls (catalogue, cart, account) never pay.
 */
async function loadStripe(): Promise<StripeModule> {
  stripeModule ??= await import('stripe');
  return stripeModule;
}

/** The SDK's module once a call has loaded it (an error can only come from a loaded SDK). */
export function loadedStripe(): StripeModule | undefined {
  return stripeModule;
}

/**
 * The Stripe SDK for these settings, pointed at the local simulator when one is configured.
 * One instance per key and address: the SDK keeps connections and telemetry state per instance.
 */
export async function stripeClient(settings: PaymentSettings = paymentSettings()): Promise<Stripe> {
  const { secretKey } = settings.stripe;
  const cacheKey = `${secretKey}\n${settings.simulatorUrl ?? ''}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;

  const { default: StripeSdk } = await loadStripe();
  const simulator = settings.simulatorUrl ? new URL(settings.simulatorUrl) : null;
  const client = new StripeSdk(secretKey, {
    telemetry: false,
    // One retry is safe: every write the shop makes carries an idempotency key.
    maxNetworkRetries: 1,
    ...(simulator
      ? {
          host: simulator.hostname,
          port: simulator.port || (simulator.protocol === 'https:' ? 443 : 80),
          protocol: simulator.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  clients.set(cacheKey, client);
  return client;
}
