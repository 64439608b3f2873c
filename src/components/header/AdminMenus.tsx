import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { ADMIN_MENU, SHOP_ADMIN_MENU } from '../../core/site/admin-menus';
import { HeaderMenu } from './HeaderMenu';

/** Spec 2: the administrator's Admin and Shop dropdowns. */
export function AdminMenus() {
  const { t } = useTranslation();
  return (
    <>
      <HeaderMenu id="admin-menu" title={t('admin.menu')} entries={ADMIN_MENU} />
      <HeaderMenu id="shop-admin-menu" title={t('admin.shopMenu')} entries={SHOP_ADMIN_MENU} />
    </>
  );
}
