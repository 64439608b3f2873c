import { cardDeclineReason, type CardDeclineReason } from '../../core/checkout/card-decline';

/**
 * What the card provider said to a confirmation: charged, a bank page to visit first (3-D
 * Secure), or no (declined, or any answer that is not a charged PaymentIntent).
 */
export type CardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'redirect'; url: string }
  | { kind: 'declined'; reason: CardDeclineReason };

const declined = (error: unknown): CardOutcome => ({
  kind: 'declined',
  reason: cardDeclineReason(error),
});

interface IntentAnswer {
  status?: unknown;
  next_action?: { type?: unknown; redirect_to_url?: { url?: unknown } } | null;
  error?: unknown;
  last_payment_error?: unknown;
}

/** Reads Stripe's answer to POST /v1/payment_intents/:id/confirm (a PaymentIntent, or an error). */
export function cardOutcome(httpOk: boolean, body: unknown): CardOutcome {
  if (typeof body !== 'object' || body === null) return declined(null);
  const intent = body as IntentAnswer;
  if (intent.error) return declined(intent.error);
  if (!httpOk) return declined(null);
  if (intent.status === 'succeeded') return { kind: 'succeeded' };
  const url = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && typeof url === 'string' && /^https?:\/\//.test(url)) {
    return { kind: 'redirect', url };
  }
  return declined(intent.last_payment_error);
}

/**
 * Confirms the PaymentIntent with the card typed in the page, as Stripe.js does against the
 * payment simulator (its card form stands in for Stripe Elements there). The publishable key
 * goes in the form as Stripe.js sends it (`key`): a form post without an Authorization header
 * needs no CORS preflight. A network failure is thrown: the card was not refused, the call
 * never arrived.
 */
export async function confirmCardAt(
  simulatorUrl: string,
  publishableKey: string,
  intentId: string,
  body: URLSearchParams,
): Promise<CardOutcome> {
  const form = new URLSearchParams(body);
  form.set('key', publishableKey);
  const res = await fetch(
    `${simulatorUrl.replace(/\/$/, '')}/v1/payment_intents/${encodeURIComponent(intentId)}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    },
  );
  return cardOutcome(res.ok, await res.json().catch(() => null));
}
