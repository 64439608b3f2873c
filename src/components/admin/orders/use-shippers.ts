import { useEffect, useState } from 'react';
import type { shipperRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { apiGet, type CallerAuth } from '../../../state/api-client';
import type { Shipper } from './admin-order';

/**
 * The shippers (GET admin_shippers): the order's own by id, and the active ones for the ship
 * dialog. A failed read leaves the list empty: the shipper is optional, so shipping still works.
 */
export function useShippers(auth: CallerAuth): Shipper[] {
  const [shippers, setShippers] = useState<Shipper[]>([]);
  const { email, token } = auth;
  useEffect(() => {
    const controller = new AbortController();
    apiGet<typeof shipperRoutes.get>('admin_shippers', controller.signal, { email, token })
      .then((body) => {
        if (controller.signal.aborted) return;
        setShippers(body.shippers ?? []);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [email, token]);
  return shippers;
}
