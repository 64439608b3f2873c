export interface SimCard {
  brand: string;
  funding: 'credit' | 'debit';
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export interface SimPaymentMethod {
  id: string;
  card: SimCard;
  created: number;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** Stripe's error object, as it appears in an error answer and in last_payment_error. */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_method?: unknown;
  payment_intent?: unknown;
}

/**
 * What a test card does when a payment is confirmed with it: charged; declined with its error;
 * a 3-D Secure challenge first, then charged or declined (`afterChallenge`).
 */
export type CardOutcome =
  | { kind: 'succeed' }
  | { kind: 'decline'; error: StripeErrorBody }
  | { kind: 'authenticate'; afterChallenge: StripeErrorBody | null };

export interface SimPaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  paymentMethodTypes: string[];
  automaticPaymentMethods: boolean;
  status: PaymentIntentStatus;
  paymentMethod: SimPaymentMethod | null;
  returnUrl: string | null;
  lastPaymentError: StripeErrorBody | null;
  latestChargeId: string | null;
  created: number;
  /** The Stripe-Version it was created with: events the 3-D Secure page causes are rendered in it. */
  apiVersion: string | null;
}

export interface SimCharge {
  id: string;
  paymentIntentId: string;
  amount: number;
  amountRefunded: number;
  currency: string;
  status: 'succeeded' | 'failed';
  paymentMethod: SimPaymentMethod;
  failureCode: string | null;
  failureMessage: string | null;
  /** The issuer's reason for a failed charge (its outcome.reason). */
  declineCode: string | null;
  refundIds: string[];
  created: number;
}

export interface SimRefund {
  id: string;
  chargeId: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** The answer a Stripe call gave, kept for Idempotency-Key replays. */
export interface StripeAnswer {
  status: number;
  body: unknown;
}

export interface StripeState {
  paymentIntents: Map<string, SimPaymentIntent>;
  paymentMethods: Map<string, SimPaymentMethod>;
  charges: Map<string, SimCharge>;
  refunds: Map<string, SimRefund>;
  idempotency: Map<string, { method: string; path: string; params: string; answer: StripeAnswer }>;
}

export function createStripeState(): StripeState {
  return {
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    charges: new Map(),
    refunds: new Map(),
    idempotency: new Map(),
  };
}

export function isAnswer(value: object): value is StripeAnswer {
  return 'body' in value && 'status' in value;
}
