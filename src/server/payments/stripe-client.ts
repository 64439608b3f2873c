import Stripe from 'stripe';
import { paymentSettings, type PaymentSettings } from './payment-settings';

const clients = new Map<string, Stripe>();

/**
 * The Stripe SDK for these settings, pointed at the local simulator when one is configured.
 * One instance per key and address: the SDK keeps connections and telemetry state per instance.
 */
export function stripeClient(settings: PaymentSettings = paymentSettings()): Stripe {
  const { secretKey } = settings.stripe;
  const cacheKey = `${secretKey}\n${settings.simulatorUrl ?? ''}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;

  const simulator = settings.simulatorUrl ? new URL(settings.simulatorUrl) : null;
  const client = new Stripe(secretKey, {
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
