import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { STOCK_IMPORT } from '../components/admin/imports/import-kinds';
import { ImportScreen } from '../components/admin/imports/ImportScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_product_stock_import: stock levels of existing products from a CSV file. */
export default function AdminProductStockImportPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.updateStock">
      {(auth) => <ImportScreen kind={STOCK_IMPORT} auth={auth} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.updateStock');

export const query = graphql`
  query AdminProductStockImportPage($language: String!) {
    ...AdminImportLocales
  }
`;
