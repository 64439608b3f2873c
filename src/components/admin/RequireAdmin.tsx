import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { isAdminLevel } from '../../core/customers/login-level';
import type { CallerAuth } from '../../state/api-client';
import { RequireCustomer } from '../session/RequireCustomer';
import { useCustomer } from '../session/use-customer';
import { LocalLink } from '../site/LocalLink';

function AdminOnly({
  auth,
  children,
}: {
  auth: CallerAuth;
  children: (auth: CallerAuth) => ReactNode;
}) {
  const { t } = useTranslation();
  const { status } = useCustomer();
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

/**
 * Back-office screens render only for a logged-in administrator (level 9). A visitor is sent to
 * /login as for any account page; a customer is told the page is not theirs. This only spares
 * the screen a useless render: the server checks every admin call itself.
 */
export function RequireAdmin({ children }: { children: (auth: CallerAuth) => ReactNode }) {
  return (
    <RequireCustomer>{(auth) => <AdminOnly auth={auth}>{children}</AdminOnly>}</RequireCustomer>
  );
}
