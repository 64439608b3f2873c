import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { videoDescriptor } from '../components/admin/reference/video';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminVideoPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.videos">
      {(auth) => <ReferenceScreen auth={auth} descriptor={videoDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.videos');

export const query = graphql`
  query AdminVideoPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
