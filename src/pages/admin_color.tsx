import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { colorDescriptor } from '../components/admin/reference/color';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminColorPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.colors">
      {(auth) => <ReferenceScreen auth={auth} descriptor={colorDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.colors');

export const query = graphql`
  query AdminColorPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
