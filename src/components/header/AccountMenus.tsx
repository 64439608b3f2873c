import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  ACCOUNT_MENU,
  ADMIN_MENU,
  SHOP_ADMIN_MENU,
  type MenuVisibility,
} from '../../core/site/navigation';
import { LocalLink } from '../site/LocalLink';
import { DisclosureMenu } from './DisclosureMenu';

interface Entry {
  path: string;
  key: string;
}

function Menu({ id, title, entries }: { id: string; title: string; entries: readonly Entry[] }) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu title={title} id={id} alignEnd>
      {entries.map((entry) => (
        <LocalLink key={entry.path} to={entry.path} className="dropdown-item">
          {t(entry.key)}
        </LocalLink>
      ))}
    </DisclosureMenu>
  );
}

/** Login / account / admin menus and logout, as spec 2's account menu rules decide. */
export function AccountMenus({ visible }: { visible: MenuVisibility }) {
  const { t } = useTranslation();
  return (
    <>
      {visible.adminMenus && (
        <>
          <Menu id="admin-menu" title={t('admin.menu')} entries={ADMIN_MENU} />
          <Menu id="shop-admin-menu" title={t('admin.shopMenu')} entries={SHOP_ADMIN_MENU} />
        </>
      )}
      {visible.accountMenu && (
        <Menu id="account-menu" title={t('account.menu')} entries={ACCOUNT_MENU} />
      )}
      {visible.login && (
        <LocalLink to="/login" className="nav-link">
          {t('account.login')}
        </LocalLink>
      )}
      {visible.logout && (
        <LocalLink to="/logout" className="nav-link">
          {t('account.logout')}
        </LocalLink>
      )}
    </>
  );
}
