import { useEffect, useRef, useState } from 'react';
import type { checkoutOrderCall } from '../../server/checkout/checkout-routes';
import { ApiCallError, apiGet, type CallerAuth } from '../../state/api-client';
import type { PlacedOrder } from './placed-order';

/** Asked once a second at first: the webhook or order_confirm places an order within seconds. */
const FIRST_PAUSE_MS = 1000;
/** After this the page says the payment is slow, and asks less often (it keeps asking). */
const LATE_AFTER_MS = 30_000;
const LATE_PAUSE_MS = 5000;

export type AwaitedState = 'waiting' | 'late' | 'gone';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => window.clearTimeout(timer));
  });

/**
 * Asks checkout_order until the payment's order is placed, then hands it to `onOrder`. A
 * failure to reach the server is asked again; only the server's 404 (not the caller's payment,
 * or one that became no order) ends it as 'gone'.
 */
export function useOrderOfPayment(
  auth: CallerAuth,
  paymentId: string,
  onOrder: (order: PlacedOrder) => void,
): AwaitedState {
  const [state, setState] = useState<AwaitedState>('waiting');
  const handOver = useRef(onOrder);
  handOver.current = onOrder;

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const started = Date.now();
    const ask = async () => {
      while (!signal.aborted) {
        try {
          const path = `checkout_order?paymentId=${encodeURIComponent(paymentId)}` as const;
          const { order } = await apiGet<typeof checkoutOrderCall>(path, signal, auth);
          if (order) {
            handOver.current(order);
            return;
          }
        } catch (err) {
          if (err instanceof ApiCallError && err.status === 404) {
            setState('gone');
            return;
          }
        }
        const late = Date.now() - started > LATE_AFTER_MS;
        if (late) setState('late');
        await pause(late ? LATE_PAUSE_MS : FIRST_PAUSE_MS, signal);
      }
    };
    void ask();
    return () => controller.abort();
  }, [auth, paymentId]);

  return state;
}
