import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { SIMULATOR_KEYS } from '../../server/payments/payment-settings';
import { createSimulatorApp } from './app';
import { createPaypalState } from './paypal/types';
import { RequestLog, type SimulatorRequest } from './request-log';
import { createStripeState } from './stripe/types';
import {
  StripeWebhookSender,
  type DeliverStripeEvent,
  type WebhookDelivery,
  type WebhookTarget,
} from './stripe/webhooks';

export type { SimulatorRequest, WebhookDelivery, DeliverStripeEvent };
export { signStripePayload } from './stripe/webhooks';

export interface SimulatorOptions {
  /** 0 = any free port (tests). */
  port?: number;
  /** Where Stripe events are posted, e.g. http://localhost:8888/api/stripe_webhook. */
  stripeWebhookUrl?: string;
  /** Signs the events; default whsec_simulator, the shop's default with the simulator. */
  stripeWebhookSecret?: string;
  /** Hands events to a function instead of posting them (tests: the app's request()). */
  deliverStripeEvent?: DeliverStripeEvent;
  /** Where the simulator reports what needs a developer's attention (webhooks given up). */
  log?: (line: string) => void;
}

export interface RunningSimulator {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  stop(): Promise<void>;
  /** Every provider call received since the start or the last reset. */
  requests(): SimulatorRequest[];
  /** Forgets payments, orders, the request log and webhook deliveries. */
  reset(): void;
  setStripeWebhook(target: {
    url?: string;
    deliver?: SimulatorOptions['deliverStripeEvent'];
  }): void;
  /** Every Stripe event sent and how its delivery went. */
  webhookDeliveries(): WebhookDelivery[];
  /** Resolves once every webhook delivery under way has succeeded or given up. */
  webhooksSettled(): Promise<void>;
}

function listen(app: ReturnType<typeof createSimulatorApp>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }) as Server;
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

/** Starts the local Stripe and PayPal stand-in on loopback. */
export async function startPaymentSimulator(
  options: SimulatorOptions = {},
): Promise<RunningSimulator> {
  let url = '';
  const baseUrl = () => url;
  const target: WebhookTarget = {
    ...(options.stripeWebhookUrl ? { url: options.stripeWebhookUrl } : {}),
    ...(options.deliverStripeEvent ? { deliver: options.deliverStripeEvent } : {}),
  };
  const webhooks = new StripeWebhookSender(
    options.stripeWebhookSecret ?? SIMULATOR_KEYS.stripeWebhookSecret,
    target,
    options.log,
  );
  const stripe = { state: createStripeState(), webhooks, baseUrl };
  const paypal = { state: createPaypalState(), tokens: new Set<string>(), baseUrl };
  const log = new RequestLog();
  const reset = () => {
    stripe.state = createStripeState();
    paypal.state = createPaypalState();
    webhooks.cancel();
    log.clear();
  };
  const server = await listen(
    createSimulatorApp({ stripe, paypal, log, reset }),
    options.port ?? 0,
  );
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    stop: async () => {
      webhooks.cancel();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    requests: () => log.list(),
    reset,
    setStripeWebhook: (next) => webhooks.setTarget(next),
    webhookDeliveries: () => webhooks.deliveries(),
    webhooksSettled: () => webhooks.settled(),
  };
}
