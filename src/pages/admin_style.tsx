import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { styleDescriptor } from '../components/admin/reference/style';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminStylePage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.styles">
      {(auth) => <ReferenceScreen auth={auth} descriptor={styleDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.styles');

export const query = graphql`
  query AdminStylePage($language: String!) {
    ...AdminReferenceLocales
  }
`;
