import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { SiteSettingsScreen } from '../components/admin/site/SiteSettingsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_site_email: the Site Settings screen, opened on its email section. */
export default function AdminSiteEmailPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.siteSettings">
      {(auth) => <SiteSettingsScreen auth={auth} section="email" />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.siteSettings');

export const query = graphql`
  query AdminSiteEmailPage($language: String!) {
    ...AdminSiteLocales
  }
`;
