import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { galleryDescriptor } from '../components/admin/reference/gallery';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminGalleryPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.gallery">
      {(auth) => <ReferenceScreen auth={auth} descriptor={galleryDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.gallery');

export const query = graphql`
  query AdminGalleryPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
