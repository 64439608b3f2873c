import type { Request as CannonRequest } from 'autocannon';

/** What one answer meant for the shopper who got it. */
export type Answer =
  | { kind: 'ok' }
  /** A refusal the shop owes this shopper (stock ran out): counted apart, not an error. */
  | { kind: 'refused'; reason: string; endsRound: boolean }
  | { kind: 'error' };

export const OK: Answer = { kind: 'ok' };

export interface StepRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string is given (a form). */
  body?: unknown;
}

/** One call of a shopper's round; R is what the round remembers between its calls. */
export interface Step<R> {
  name: string;
  send: (round: R) => StepRequest;
  /** Reads the answer (its JSON body, or null) into the round and says what it meant. */
  read: (status: number, body: unknown, round: R) => Answer;
}

/** Every answer of one scenario by meaning, and each step's latencies (ms). */
export interface Tally {
  ok: number;
  refused: Record<string, number>;
  errors: Record<string, number>;
  latencies: Record<string, number[]>;
}

export const newTally = (): Tally => ({ ok: 0, refused: {}, errors: {}, latencies: {} });

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

interface Bookkeeping {
  ended?: boolean;
  sentAt?: number;
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

/** An error answer's code ({ code, message }), for naming what went wrong. */
export function codeOf(body: unknown): string {
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') {
    return body.code;
  }
  return '';
}

/**
 * A round of steps as autocannon's per-connection request chain. autocannon starts each
 * round with a fresh context (a deep copy of `{}`), which `newRound` fills: one shopper's
 * cart and credentials. A step that ends the round makes the next one return nothing, which
 * autocannon answers by starting a new round.
 */
export function roundRequests<R extends object>(
  steps: readonly Step<R>[],
  newRound: () => R,
  tally: Tally,
): CannonRequest[] {
  return steps.map((step, index): CannonRequest => {
    tally.latencies[step.name] ??= [];
    const samples = tally.latencies[step.name] ?? [];
    return {
      setupRequest: (request, context) => {
        const round = context as R & Bookkeeping;
        if (index === 0) Object.assign(round, newRound());
        // autocannon's types say Request, its documentation "a falsy value restarts the round".
        else if (round.ended) return null as unknown as CannonRequest;
        const call = step.send(round);
        const json = call.body !== undefined && typeof call.body !== 'string';
        round.sentAt = performance.now();
        return {
          ...request,
          method: call.method,
          path: call.path,
          headers: {
            ...(json ? { 'content-type': 'application/json' } : {}),
            ...call.headers,
          },
          body: json ? JSON.stringify(call.body) : (call.body as string | undefined),
        };
      },
      onResponse: (status, body, context) => {
        const round = context as R & Bookkeeping;
        if (round.sentAt !== undefined) samples.push(performance.now() - round.sentAt);
        const parsed = parse(body);
        const answer = step.read(status, parsed, round);
        if (answer.kind === 'ok') tally.ok += 1;
        else if (answer.kind === 'refused') bump(tally.refused, `${step.name}: ${answer.reason}`);
        else bump(tally.errors, `${step.name}: ${status} ${codeOf(parsed)}`.trim());
        if (answer.kind === 'error' || (answer.kind === 'refused' && answer.endsRound)) {
          round.ended = true;
        }
      },
    };
  });
}
