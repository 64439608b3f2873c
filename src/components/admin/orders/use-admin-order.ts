import type { adminOrder } from '../../../server/admin/orders/admin-order-routes';
import type { CallerAuth } from '../../../state/api-client';
import { useRouteData } from '../../session/use-signed-in-data';
import type { AdminOrder } from './admin-order';

const pickOrder = ({ order }: { order: AdminOrder }) => order;

/** GET admin_order for the open order; `replace` takes the order an action answered with. */
export function useAdminOrder(auth: CallerAuth, orderId: string) {
  return useRouteData<typeof adminOrder, AdminOrder>(
    auth,
    `admin_order?_id=${encodeURIComponent(orderId)}`,
    pickOrder,
  );
}
