import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { Layout } from '../layout/Layout';
import { AccountPanel } from './AccountPanel';

/** A page of the login and sign-up journey: its title and one screen in the narrow panel. */
export function PanelPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Layout>
      <AccountPanel title={t(titleKey)}>{children}</AccountPanel>
    </Layout>
  );
}
