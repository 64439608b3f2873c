import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { AdminProductsScreen } from '../components/admin/products/AdminProductsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_product: every product (the deeper addresses are admin_product/[...].tsx). */
export default function AdminProductPage({ location }: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.products">
      {(auth) => <AdminProductsScreen auth={auth} location={location} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.products');

export const query = graphql`
  query AdminProductPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
