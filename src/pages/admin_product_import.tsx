import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { PRODUCT_IMPORT } from '../components/admin/imports/import-kinds';
import { ImportScreen } from '../components/admin/imports/ImportScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_product_import: products added and updated from a CSV file. */
export default function AdminProductImportPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.productImport">
      {(auth) => <ImportScreen kind={PRODUCT_IMPORT} auth={auth} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.productImport');

export const query = graphql`
  query AdminProductImportPage($language: String!) {
    ...AdminImportLocales
  }
`;
