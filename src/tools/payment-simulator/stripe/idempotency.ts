import { idempotencyError } from './errors';
import type { StripeAnswer, StripeState } from './types';

export interface IdempotentCall {
  /** Keys are per account, like Stripe's: here, per API key. */
  scope: string;
  key: string | null;
  method: string;
  path: string;
  params: unknown;
}

/** Stripe keeps the answer of a call that ran (a card decline too), not of one that failed validation. */
function worthKeeping(answer: StripeAnswer): boolean {
  return answer.status < 400 || answer.status === 402;
}

/**
 * Runs a write once per Idempotency-Key: the same key with the same parameters answers the
 * first answer again; with other parameters (or on another path) it is Stripe's idempotency_error.
 */
export function idempotent(
  state: StripeState,
  call: IdempotentCall,
  run: () => StripeAnswer,
): StripeAnswer & { replayed: boolean } {
  if (!call.key) return { ...run(), replayed: false };
  const id = `${call.scope}\n${call.key}`;
  const params = JSON.stringify(call.params);
  const saved = state.idempotency.get(id);
  if (saved) {
    if (saved.method !== call.method || saved.path !== call.path || saved.params !== params) {
      return { ...idempotencyError(call.key), replayed: false };
    }
    return { ...saved.answer, replayed: true };
  }
  const answer = run();
  if (worthKeeping(answer)) {
    state.idempotency.set(id, { method: call.method, path: call.path, params, answer });
  }
  return { ...answer, replayed: false };
}
