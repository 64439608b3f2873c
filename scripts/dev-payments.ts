import { envNumber } from '../src/server/config/env-number';
import { startPaymentSimulator } from '../src/tools/payment-simulator';

const PAYMENT_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
] as const;

export interface DevPayments {
  /** Variables for the functions: the simulator's address, or nothing with real keys. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/**
 * npm start / npm run serve: with no provider keys at all, the local payment simulator stands in
 * for Stripe and PayPal so a newcomer can buy offline. With any key set it is never started:
 * a half-configured shop should fail loudly on the missing provider, not pay a simulator.
 */
export async function startDevPayments(sitePort: number): Promise<DevPayments> {
  const configured = PAYMENT_KEYS.filter((name) => (process.env[name] ?? '') !== '');
  if (configured.length > 0 || process.env.PAYMENT_SIMULATOR_URL) {
    return { env: {}, stop: async () => {} };
  }
  const simulator = await startPaymentSimulator({
    port: envNumber('PAYMENT_SIMULATOR_PORT', 12111),
    stripeWebhookUrl: `http://localhost:${sitePort}/api/stripe_webhook`,
  });
  console.log(
    `payment simulator at ${simulator.url} (no Stripe or PayPal keys set): ` +
      'card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined',
  );
  return { env: { PAYMENT_SIMULATOR_URL: simulator.url }, stop: simulator.stop };
}
