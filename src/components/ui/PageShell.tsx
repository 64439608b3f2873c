import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import type { CallerAuth } from '../../state/api-client';
import { Layout } from '../layout/Layout';
import { AccountPanel } from '../account/AccountPanel';
import { RequireCustomer } from '../session/RequireCustomer';

/** A page of the login and sign-up journey: its title and one screen in the narrow panel. */
export function PanelPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout>
      <AccountPanel title={t(titleKey)}>{children}</AccountPanel>
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
  const { t } = useTranslation();
  return (
    <Layout>
      <h1 className="h3 mb-3">{t(titleKey)}</h1>
      <RequireCustomer>{children}</RequireCustomer>
    </Layout>
  );
}
