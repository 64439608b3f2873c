import type { PaypalState } from './types';

/** What the PayPal half of the simulator works on. */
export interface PaypalContext {
  state: PaypalState;
  /** Access tokens handed out; kept across resets, as the SDK caches its token for hours. */
  tokens: Set<string>;
  baseUrl: () => string;
}
