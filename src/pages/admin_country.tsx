import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReferenceScreen } from '../components/admin/reference/ReferenceScreen';
import { countryDescriptor } from '../components/admin/reference/country';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminCountryPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.countries">
      {(auth) => <ReferenceScreen auth={auth} descriptor={countryDescriptor} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.countries');

export const query = graphql`
  query AdminCountryPage($language: String!) {
    ...AdminReferenceLocales
  }
`;
