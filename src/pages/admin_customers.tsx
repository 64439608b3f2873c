import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { CustomersScreen } from '../components/admin/customers/CustomersScreen';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminCustomersPage({ location }: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.customers">
      {(auth) => <CustomersScreen auth={auth} search={location.search} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.customers');

export const query = graphql`
  query AdminCustomersPage($language: String!) {
    ...AdminPeopleLocales
  }
`;
