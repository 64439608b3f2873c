import { envNumber } from '../src/server/config/env-number';
import { loadEnvFile } from './load-env';
import { paymentSettings } from '../src/server/payments/payment-settings';
import { startPaymentSimulator } from '../src/tools/payment-simulator';

/**
 * npm run payments:simulator: the local Stripe and PayPal stand-in on its own, for a shop run
 * by hand with PAYMENT_SIMULATOR_URL=http://127.0.0.1:12111.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const port = envNumber('PAYMENT_SIMULATOR_PORT', 12111);
  const webhookUrl =
    process.env.STRIPE_WEBHOOK_URL?.trim() || 'http://localhost:8888/api/stripe_webhook';
  // Sign events with the secret the shop will check them with (its own, or the simulator's).
  const { webhookSecret } = paymentSettings({
    ...process.env,
    PAYMENT_SIMULATOR_URL: process.env.PAYMENT_SIMULATOR_URL?.trim() || `http://127.0.0.1:${port}`,
  }).stripe;
  const simulator = await startPaymentSimulator({
    port,
    stripeWebhookUrl: webhookUrl,
    stripeWebhookSecret: webhookSecret,
    log: (line) => console.warn(line),
  });
  console.log(`Payment simulator at ${simulator.url}`);
  console.log(`  Stripe events go to ${webhookUrl}`);
  console.log(`  Shop settings: PAYMENT_SIMULATOR_URL=${simulator.url}`);
  console.log('  Cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,');
  console.log('         4000 0025 0000 3155 asks for 3-D Secure');
  const stop = () => {
    void simulator.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
