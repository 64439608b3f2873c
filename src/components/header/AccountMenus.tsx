import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import {
  ACCOUNT_MENU,
  ADMIN_MENU,
  SHOP_ADMIN_MENU,
  type MenuVisibility,
} from '../../core/site/navigation';
import { LocalLink } from '../site/LocalLink';

interface Entry {
  path: string;
  key: string;
}

function Menu({ id, title, entries }: { id: string; title: string; entries: readonly Entry[] }) {
  const { t } = useTranslation();
  return (
    <NavDropdown title={title} id={id} align="end">
      {entries.map((entry) => (
        <NavDropdown.Item key={entry.path} as={LocalLink} to={entry.path}>
          {t(entry.key)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
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
        <Nav.Link as={LocalLink} to="/login">
          {t('account.login')}
        </Nav.Link>
      )}
      {visible.logout && (
        <Nav.Link as={LocalLink} to="/logout">
          {t('account.logout')}
        </Nav.Link>
      )}
    </>
  );
}
