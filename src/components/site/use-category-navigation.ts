import { navigate } from 'gatsby';
import type { SubCategoryOption } from '../../core/catalogue/category-menu';
import { categoryPath, subCategoryPath } from '../../core/routes/shop-routes';
import { toRouteName } from '../../core/routes/route-name';
import { isAdminLevel } from '../../core/customers/login-level';
import type { CategoryEntry } from '../../core/site/shop-data';
import { useAppSelector } from '../../state/hooks';
import { useLocalPath } from './LocalLink';

/**
 * Where a category menu click goes: /category/{name}[/{sub}], or for an administrator the
 * admin product routes (spec 2: "sent to the admin product routes instead of /category/...").
 */
export function useCategoryNavigation() {
  const localPath = useLocalPath();
  const customer = useAppSelector((state) => state.customer);
  const admin = customer.loggedIn && isAdminLevel(customer.level);
  return (category: CategoryEntry, sub?: SubCategoryOption) => {
    const target = admin
      ? `/admin_product/category/${toRouteName(category.name)}${sub ? `/${toRouteName(sub.engName)}` : ''}`
      : sub
        ? subCategoryPath(category.name, sub.engName)
        : categoryPath(category.name);
    void navigate(localPath(target));
  };
}
