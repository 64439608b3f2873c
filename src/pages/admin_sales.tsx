import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { SalesScreen } from '../components/admin/sales/SalesScreen';
import type { ShopPageProps } from '../components/site/page-types';

/**
 * /admin_sales?start=&end=: the sales dashboard. recharts is imported only below this page, so
 * Gatsby's per-page bundles keep it off every storefront page.
 */
export default function AdminSalesPage({ location }: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.sales">
      {(auth) => <SalesScreen auth={auth} search={location.search} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.sales');

export const query = graphql`
  query AdminSalesPage($language: String!) {
    ...AdminSalesLocales
  }
`;
