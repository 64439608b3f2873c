import { createHmac } from 'node:crypto';
import { stripeId, unixSeconds } from '../ids';

/**
 * Hands one signed event to the shop. Throwing, or answering a Response that is not 2xx,
 * counts as a failed delivery and is retried.
 */
export type DeliverStripeEvent = (
  rawBody: string,
  signatureHeader: string,
) => Promise<void | Response>;

/** Where signed events go: posted to a URL, or handed to a function (tests: app.request). */
export interface WebhookTarget {
  url?: string;
  deliver?: DeliverStripeEvent;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  objectId: string;
  attempts: number;
  delivered: boolean;
  lastError: string | null;
}

export interface EventOrigin {
  /** The Stripe-Version of the call that caused the event; Stripe renders events in it. */
  apiVersion: string | null;
  idempotencyKey: string | null;
}

/** Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export function signStripePayload(body: string, secret: string, timestamp = unixSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 3000];
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Signs and delivers events in the background, as Stripe does: the API answer never waits
 * for the shop, a failed delivery is retried a few times, and nothing it does can throw.
 */
export class StripeWebhookSender {
  private log: WebhookDelivery[] = [];
  private pending = new Set<Promise<void>>();
  private sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  private generation = 0;

  constructor(
    private secret: string,
    private target: WebhookTarget,
    private report: (line: string) => void = () => {},
    private retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  setTarget(target: WebhookTarget): void {
    this.target = { ...target };
  }

  send(type: string, object: { id: string }, origin: EventOrigin): void {
    const event = {
      id: stripeId('evt'),
      object: 'event',
      api_version: origin.apiVersion,
      created: unixSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: stripeId('req'), idempotency_key: origin.idempotencyKey },
      type,
    };
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type,
      objectId: object.id,
      attempts: 0,
      delivered: false,
      lastError: null,
    };
    this.log.push(delivery);
    const { url, deliver } = this.target;
    if (!url && !deliver) {
      delivery.lastError = 'no webhook endpoint';
      return;
    }
    const running = this.deliver(JSON.stringify(event), delivery, this.target).catch(() => {});
    this.pending.add(running);
    void running.finally(() => this.pending.delete(running));
  }

  deliveries(): WebhookDelivery[] {
    return this.log.map((delivery) => ({ ...delivery }));
  }

  /** Resolves once every delivery under way has succeeded or given up. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Stops pending retries (reset, stop) and forgets past deliveries. */
  cancel(): void {
    this.generation += 1;
    for (const sleeper of this.sleepers) {
      clearTimeout(sleeper.timer);
      sleeper.wake();
    }
    this.sleepers.clear();
    this.log = [];
  }

  private async deliver(body: string, delivery: WebhookDelivery, target: WebhookTarget) {
    const generation = this.generation;
    // Stripe sends events after its answer has left; so does the simulator.
    await new Promise((resolve) => setImmediate(resolve));
    for (let attempt = 0; attempt <= this.retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await this.sleep(this.retryDelaysMs[attempt - 1] ?? 0);
      if (generation !== this.generation) return;
      delivery.attempts += 1;
      try {
        // Signed per attempt, like Stripe: a retry carries a fresh timestamp.
        await this.attempt(body, signStripePayload(body, this.secret), target);
        delivery.delivered = true;
        delivery.lastError = null;
        return;
      } catch (error) {
        delivery.lastError = error instanceof Error ? error.message : String(error);
      }
    }
    this.report(
      `Stripe webhook ${delivery.type} (${delivery.eventId}) not delivered after ` +
        `${delivery.attempts} attempts: ${delivery.lastError}`,
    );
  }

  private async attempt(body: string, signature: string, target: WebhookTarget): Promise<void> {
    if (target.deliver) {
      const answer = await target.deliver(body, signature);
      if (answer instanceof Response && !answer.ok) {
        throw new Error(`the endpoint answered ${answer.status}`);
      }
      return;
    }
    const response = await fetch(target.url as string, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      },
      body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new Error(`the endpoint answered ${response.status}`);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const sleeper = {
        timer: setTimeout(() => {
          this.sleepers.delete(sleeper);
          resolve();
        }, ms),
        wake: resolve,
      };
      sleeper.timer.unref();
      this.sleepers.add(sleeper);
    });
  }
}
