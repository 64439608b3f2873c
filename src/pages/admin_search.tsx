import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { SynonymsScreen } from '../components/admin/search/SynonymsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /admin_search: the shop's search synonyms (issue 25.12). */
export default function AdminSearchPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.searchSynonyms">
      {(auth) => <SynonymsScreen auth={auth} />}
    </AdminPage>
  );
}

export const Head = adminHead('admin.searchSynonyms');

export const query = graphql`
  query AdminSearchPage($language: String!) {
    ...AdminImportLocales
  }
`;
