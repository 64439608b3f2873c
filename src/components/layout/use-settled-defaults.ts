import type { ShopDefaults } from '../../core/site/shop-data';
import { useAppSelector } from '../../state/hooks';
import { useShopSnapshot } from '../site/use-shop-snapshot';
import { settleDefaults } from './settle-defaults';

/**
 * useShopDefaults' value settled against the build's copy (see settleDefaults): a component
 * using it re-renders only when the live defaults differ from the build's. It does not ask
 * for them: the layout, on every page, does (useShopDefaults).
 */
export function useSettledDefaults(): ShopDefaults {
  const built = useShopSnapshot().defaults;
  return useAppSelector((state) => settleDefaults(state.shop.defaults ?? built, built));
}
