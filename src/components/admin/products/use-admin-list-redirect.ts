import { navigate } from 'gatsby';
import { useEffect } from 'react';
import type { ListScope } from '../../../core/catalogue/list-scope';
import { isAdminLevel } from '../../../core/customers/login-level';
import { adminProductListPath } from '../../../core/routes/admin-product-routes';
import { useAppSelector } from '../../../state/hooks';
import { useLocalPath } from '../../site/LocalLink';

/**
 * Spec 2: "A logged-in administrator (level 9) is sent to the admin product routes instead of
 * /category/... and /brand/{name}." The same rule as the category menu
 * (use-category-navigation). A visitor pays one selector read; the all-products list stays a
 * shop page for everyone.
 */
export function useAdminListRedirect(scope: ListScope): void {
  const admin = useAppSelector(
    (state) => state.customer.loggedIn && isAdminLevel(state.customer.level),
  );
  const localPath = useLocalPath();
  const target = scope.brand || scope.category ? adminProductListPath(scope) : null;
  useEffect(() => {
    if (admin && target) void navigate(localPath(target), { replace: true });
  }, [admin, target, localPath]);
}
