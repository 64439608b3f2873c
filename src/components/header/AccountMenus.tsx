import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, Suspense } from 'react';
import { ACCOUNT_MENU, type MenuVisibility } from '../../core/site/navigation';
import { LocalLink } from '../site/LocalLink';
import { HeaderMenu } from './HeaderMenu';

// Never in a built page (no one is signed in there): loaded when an administrator is.
const AdminMenus = lazy(() => import('./AdminMenus').then((m) => ({ default: m.AdminMenus })));

/** Login / account / admin menus and logout, as spec 2's account menu rules decide. */
export function AccountMenus({ visible }: { visible: MenuVisibility }) {
  const { t } = useTranslation();
  return (
    <>
      {visible.adminMenus && (
        <Suspense fallback={null}>
          <AdminMenus />
        </Suspense>
      )}
      {visible.accountMenu && (
        <HeaderMenu id="account-menu" title={t('account.menu')} entries={ACCOUNT_MENU} />
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
