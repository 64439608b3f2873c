import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { taxRateDescriptor } from '../components/admin/reference/tax-rate';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminTaxPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.taxRates">
      {(auth) => <ReferenceScreen auth={auth} descriptor={taxRateDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.taxRates');

export const query = graphql`
  query AdminTaxPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
