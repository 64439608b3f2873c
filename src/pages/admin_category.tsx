import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { CategoryScreen } from '../components/admin/reference/CategoryScreen';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminCategoryPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.categories">{(auth) => <CategoryScreen auth={auth} />}</AdminPage>
  );
}

export const Head = adminHead('admin.categories');

export const query = graphql`
  query AdminCategoryPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
