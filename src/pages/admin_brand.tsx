import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { brandDescriptor } from '../components/admin/reference/brand';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminBrandPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.brands">
      {(auth) => <ReferenceScreen auth={auth} descriptor={brandDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.brands');

export const query = graphql`
  query AdminBrandPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
