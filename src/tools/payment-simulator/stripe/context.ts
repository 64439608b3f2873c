import type { StripeState } from './types';
import type { EventOrigin, StripeWebhookSender } from './webhooks';

/** What the Stripe half of the simulator works on. */
export interface StripeContext {
  state: StripeState;
  webhooks: StripeWebhookSender;
  /** The simulator's own address, known once it listens (port 0 picks one). */
  baseUrl: () => string;
}

export type { EventOrigin };
