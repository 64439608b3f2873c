import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { supplierDescriptor } from '../components/admin/reference/supplier';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminSupplierPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.suppliers">
      {(auth) => <ReferenceScreen auth={auth} descriptor={supplierDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.suppliers');

export const query = graphql`
  query AdminSupplierPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
