import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { SiteSettingsScreen } from '../components/admin/site/SiteSettingsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_site_payment: the Site Settings screen, opened on its payment section. */
export default function AdminSitePaymentPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.siteSettings">
      {(auth) => <SiteSettingsScreen auth={auth} section="payment" />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.siteSettings');

export const query = graphql`
  query AdminSitePaymentPage($language: String!) {
    ...AdminSiteLocales
  }
`;
