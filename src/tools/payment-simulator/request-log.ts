export type SimulatedProvider = 'stripe' | 'paypal' | 'simulator';

/** One call the simulator received, as GET /sim/requests lists it. */
export interface SimulatorRequest {
  method: string;
  path: string;
  provider: SimulatedProvider;
  /** Stripe's Idempotency-Key or PayPal's PayPal-Request-Id, when the caller sent one. */
  idempotencyKey: string | null;
  status: number;
  /** ISO time the call arrived. */
  time: string;
}

/** Which provider a path belongs to: PayPal's paths are /v1/oauth2, /v2 and its approval page. */
export function providerOf(path: string): SimulatedProvider {
  if (
    path.startsWith('/v1/oauth2/') ||
    path.startsWith('/v2/') ||
    path.startsWith('/checkoutnow')
  ) {
    return 'paypal';
  }
  if (path.startsWith('/v1/') || path.startsWith('/sim/3ds/')) return 'stripe';
  return 'simulator';
}

export class RequestLog {
  private entries: SimulatorRequest[] = [];

  add(entry: SimulatorRequest): void {
    this.entries.push(entry);
  }

  list(): SimulatorRequest[] {
    return this.entries.map((entry) => ({ ...entry }));
  }

  clear(): void {
    this.entries = [];
  }
}
