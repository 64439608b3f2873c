import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, type ReactNode } from 'react';
import { isAdminLevel } from '../../core/customers/login-level';
import type { CallerAuth } from '../../state/api-client';
import { useCustomer } from '../account/use-customer';
import { LocalLink, useLocalPath } from '../site/LocalLink';

/**
 * Back-office screens render only for a logged-in administrator (level 9). A visitor is sent to
 * /login, which brings them back (?next=); a customer is told the page is not theirs. This only
 * spares the screen a useless render: the server checks every admin call itself.
 */
export function RequireAdmin({ children }: { children: (auth: CallerAuth) => ReactNode }) {
  const { t } = useTranslation();
  const { auth, status, restored } = useCustomer();
  const localPath = useLocalPath();

  useEffect(() => {
    if (!restored || auth) return;
    const here = window.location.pathname + window.location.search;
    void navigate(`${localPath('/login')}?next=${encodeURIComponent(here)}`, { replace: true });
  }, [restored, auth, localPath]);

  if (!auth) return <p role="status">{t('account.loading')}</p>;
  if (!isAdminLevel(status.level)) {
    return (
      <div role="alert" className="alert alert-warning">
        <p>{t('adminShell.onlyAdmins')}</p>
        <LocalLink to="/" className="alert-link">
          {t('adminShell.home')}
        </LocalLink>
      </div>
    );
  }
  return <>{children(auth)}</>;
}
