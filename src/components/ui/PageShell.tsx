import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { Layout } from '../layout/Layout';
import { RequireCustomer } from '../session/RequireCustomer';

/** A client-side screen's page: the shop's layout (or the back office's) and the page's title. */
export function PageShell({
  titleKey,
  backOffice,
  children,
}: {
  titleKey: string;
  backOffice?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Layout backOffice={backOffice}>
      <h1 className="h3 mb-3">{t(titleKey)}</h1>
      {children}
    </Layout>
  );
}

/** A logged-in customer's page: its title, then its screen once the login is known. */
export function CustomerPage({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (auth: CallerAuth) => ReactNode;
}) {
  return (
    <PageShell titleKey={titleKey}>
      <RequireCustomer>{children}</RequireCustomer>
    </PageShell>
  );
}
