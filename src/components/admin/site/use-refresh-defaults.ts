import { useCallback } from 'react';
import type { getDefaults } from '../../../server/reference/reference-routes';
import { apiGet } from '../../../state/api-client';
import { useAppDispatch } from '../../../state/hooks';
import { shopActions } from '../../../state/shop-slice';

/**
 * Reads GET defaults again after a settings save. The storefront reads it once per visit
 * (use-shop-defaults) and keeps it in the shop state, so without this the administrator's own
 * header would keep the old colours and menu until a reload. Read as a visitor, like the
 * storefront, so the state holds the same public shape. A failure leaves the older copy.
 */
export function useRefreshDefaults(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    apiGet<typeof getDefaults>('defaults')
      .then((defaults) => dispatch(shopActions.defaultsLoaded(defaults)))
      .catch(() => undefined);
  }, [dispatch]);
}
