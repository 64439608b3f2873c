import { navigate } from 'gatsby';
import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { ListScope } from '../../../core/catalogue/list-scope';
import { isAdminLevel } from '../../../core/customers/login-level';
import type { RootState } from '../../../state/store';
import { useLocalPath } from '../../site/LocalLink';

const isAdmin = (state: RootState) => state.customer.loggedIn && isAdminLevel(state.customer.level);

/**
 * Spec 2: "A logged-in administrator (level 9) is sent to the admin product routes instead of
 * /category/... and /brand/{name}." The same rule as the category menu
 * (use-category-navigation). These are the shop's busiest pages, so a visitor pays no React
 * subscription and no admin code: the store is watched only until the login is restored, and
 * the admin route is loaded only for an administrator. /shop/products stays a shop page.
 */
export function useAdminListRedirect(scope: ListScope): void {
  const store = useStore<RootState>();
  // A new function every render: kept in a ref so the effect runs once per page.
  const localPath = useRef(useLocalPath());
  const scoped = Boolean(scope.brand || scope.category);
  useEffect(() => {
    if (!scoped) return undefined;
    const check = () => {
      const state = store.getState();
      if (!state.shop.restored) return false;
      if (isAdmin(state)) {
        void import('../../../core/routes/admin-product-routes').then(({ adminProductListPath }) =>
          navigate(localPath.current(adminProductListPath(scope)), { replace: true }),
        );
      }
      return true;
    };
    if (check()) return undefined;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
    return unsubscribe;
  }, [store, scoped, scope]);
}
