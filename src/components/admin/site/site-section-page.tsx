import React from 'react';
import type { ShopPageProps } from '../../site/page-types';
import { AdminPage } from '../AdminPage';
import { adminHead } from '../admin-head';
import { SiteSettingsScreen } from './SiteSettingsScreen';
import type { SiteSection } from './site-sections';

/**
 * The page of one Site Settings route (/admin_site and /admin_site_<section>, spec 2): the one
 * screen, opened on `section`. Each route keeps its own page file for its locale query.
 */
export function siteSectionPage(section: SiteSection) {
  return function SiteSectionPage(_props: ShopPageProps<object>) {
    return (
      <AdminPage titleKey="admin.siteSettings">
        {(auth) => <SiteSettingsScreen auth={auth} section={section} />}
      </AdminPage>
    );
  };
}

export const siteSettingsHead = adminHead('admin.siteSettings');
