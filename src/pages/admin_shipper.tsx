import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { shipperDescriptor } from '../components/admin/reference/shipper';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminShipperPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.shippers">
      {(auth) => <ReferenceScreen auth={auth} descriptor={shipperDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.shippers');

export const query = graphql`
  query AdminShipperPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
