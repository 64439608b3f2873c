import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { AdminOrdersScreen } from '../components/admin/orders/AdminOrdersScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_orders: the order list and, with ?order=<id>, one order (spec 4 and 5). */
export default function AdminOrdersPage({ location }: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.orders">
      {(auth) => <AdminOrdersScreen auth={auth} location={location} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.orders');

export const query = graphql`
  query AdminOrdersPage($language: String!) {
    ...AdminOrdersLocales
  }
`;
