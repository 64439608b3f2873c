import type { CallerAuth } from '../../../state/api-client';
import { useSignedInData } from '../../session/use-signed-in-data';
import type { AdminOrder } from './admin-order';

const pickOrder = (body: Record<string, unknown>) => body.order as AdminOrder;

/** GET admin_order for the open order; `replace` takes the order an action answered with. */
export function useAdminOrder(auth: CallerAuth, orderId: string) {
  return useSignedInData(auth, `admin_order?_id=${encodeURIComponent(orderId)}`, pickOrder);
}
