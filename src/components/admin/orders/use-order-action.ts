import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback, useState } from 'react';
import type { weighOrderItems } from '../../../server/admin/orders/admin-order-routes';
import { apiPost, apiPut, type CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import type { AdminOrder } from './admin-order';
import { busyKey, orderRequest, type OrderCall, type OrderPost } from './order-calls';

/** A refused call's text, and whether the dialog that sent it shows it (else the page does). */
export interface ActionError {
  text: string;
  inDialog: boolean;
}
const NO_ERROR: ActionError = { text: '', inDialog: false };

/**
 * Runs one action on the order at a time: the button's key while it runs, the order the
 * server answers with on success (with a toast), and a refusal's text (a 409's code in the
 * page's language) to show in an alert; the screen keeps what was typed.
 */
export function useOrderAction(
  auth: CallerAuth,
  orderId: string,
  onOrder: (order: AdminOrder) => void,
) {
  const { t } = useTranslation();
  const sessionGone = useSessionGuard();
  const [busy, setBusy] = useState('');
  const [error, setError] = useState<ActionError>(NO_ERROR);

  const run = useCallback(
    async (call: OrderCall, inDialog = false): Promise<boolean> => {
      const request = orderRequest(orderId, call);
      setBusy(busyKey(call));
      setError(NO_ERROR);
      try {
        const { order } =
          request.method === 'PUT'
            ? await apiPut<typeof weighOrderItems>(request.path, request.body, auth)
            : await apiPost<OrderPost>(request.path, request.body, auth);
        onOrder(order);
        notify(t(`adminOrders.done.${call.kind}`, { number: order.orderNo }), 'success');
        return true;
      } catch (err) {
        if (!sessionGone(err)) setError({ text: errorText(err, t), inDialog });
        return false;
      } finally {
        setBusy('');
      }
    },
    [auth, orderId, onOrder, sessionGone, t],
  );
  const clearError = useCallback(() => setError(NO_ERROR), []);
  return { run, busy, error, clearError };
}
