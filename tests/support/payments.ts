import {
  startPaymentSimulator,
  type RunningSimulator,
  type SimulatorOptions,
} from '../../src/tools/payment-simulator';
import { PROVIDER_VARIABLES } from '../../src/server/payments/payment-settings';

/** Real keys in a developer's shell must not reach a test: the simulator's own are used. */
const KEY_VARIABLES = [...PROVIDER_VARIABLES, 'PAYMENT_SIMULATOR_URL'] as const;

/**
 * A payment simulator for API tests, on a free port, with PAYMENT_SIMULATOR_URL pointing at it
 * and the real key variables unset, so paymentSettings(), stripeClient() and paypalApi() talk
 * to it through the real SDKs. stop() puts the variables back.
 *
 *   let sim: RunningSimulator;
 *   beforeAll(async () => { sim = await useSimulator(); });
 *   afterAll(() => sim.stop());
 *   beforeEach(() => sim.reset());
 *
 * Stripe events reach the test app without a network when the test hands them over (a non-2xx
 * answer counts as a failed delivery and is retried, as Stripe does); await
 * sim.webhooksSettled() before looking at what the webhook did:
 *
 *   sim.setStripeWebhook({
 *     deliver: (raw, sig) =>
 *       app.request('/api/stripe_webhook', {
 *         method: 'POST',
 *         headers: { 'stripe-signature': sig, 'content-type': 'application/json' },
 *         body: raw,
 *       }),
 *   });
 */
export async function useSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  const simulator = await startPaymentSimulator({ ...options, port: options.port ?? 0 });
  const saved = KEY_VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of KEY_VARIABLES) delete process.env[name];
  process.env.PAYMENT_SIMULATOR_URL = simulator.url;
  return {
    ...simulator,
    stop: async () => {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await simulator.stop();
    },
  };
}
