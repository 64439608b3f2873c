import { useEffect } from 'react';
import type { ShopDefaults } from '../../core/site/shop-data';
import type { getDefaults } from '../../server/reference/reference-routes';
import { apiGet } from '../../state/api-client';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { useShopSnapshot } from './use-shop-snapshot';

let requested = false;

/**
 * The shop's defaults: the build's copy at first paint, then the live answer of GET defaults
 * (spec 7: "The app loads defaults and categories at start"), so a settings change such as
 * closing the shop or dropping a language shows without waiting for a rebuild.
 */
export function useShopDefaults(): ShopDefaults {
  const built = useShopSnapshot().defaults;
  const live = useAppSelector((state) => state.shop.defaults);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (requested) return;
    requested = true;
    apiGet<typeof getDefaults>('defaults')
      .then((defaults) => dispatch(shopActions.defaultsLoaded(defaults)))
      .catch(() => {
        requested = false; // the build's copy stays; the next page tries again
      });
  }, [dispatch]);
  return live ?? built;
}
