import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { SiteSettingsScreen } from '../components/admin/site/SiteSettingsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_site: the Site Settings screen, opened on its company section (the first section). */
export default function AdminSitePage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.siteSettings">
      {(auth) => <SiteSettingsScreen auth={auth} section="company" />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.siteSettings');

export const query = graphql`
  query AdminSitePage($language: String!) {
    ...AdminSiteLocales
  }
`;
