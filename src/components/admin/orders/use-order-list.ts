import { useCallback, useEffect, useState } from 'react';
import type { adminOrders } from '../../../server/admin/orders/admin-order-routes';
import { apiGet, type CallPath, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import type { AdminOrder, OrderListAnswer } from './admin-order';
import { replaceRow } from './order-row';

export type OrderListState =
  | { state: 'loading' }
  | { state: 'ready'; answer: OrderListAnswer }
  | { state: 'failed'; error: unknown };

/**
 * One page of GET admin_orders for the list's criteria. `patch` puts an order an action
 * answered with into its row, so the list agrees with the open order without a second read.
 */
export function useOrderList(auth: CallerAuth, path: CallPath<typeof adminOrders>) {
  const [list, setList] = useState<OrderListState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sessionGone = useSessionGuard();
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setList({ state: 'loading' });
    apiGet<typeof adminOrders>(path, controller.signal, { email, token })
      .then((answer) => {
        if (!controller.signal.aborted) setList({ state: 'ready', answer });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionGone(error)) return;
        setList({ state: 'failed', error });
      });
    return () => controller.abort();
  }, [path, email, token, attempt, sessionGone]);

  const patch = useCallback((order: AdminOrder) => {
    setList((current) =>
      current.state === 'ready'
        ? {
            state: 'ready',
            answer: { ...current.answer, orders: replaceRow(current.answer.orders, order) },
          }
        : current,
    );
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, patch, reload };
}
