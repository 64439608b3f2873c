import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { AdminProductsScreen } from '../components/admin/products/AdminProductsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/**
 * /admin_product and, client-only (matchPath /admin_product/* set in gatsby-node.ts), every
 * address below it: a search, brand, category or sub-category list, or the product form
 * (spec 2; docs/decisions.md).
 */
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
    ...AdminProductsLocales
  }
`;
