import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { AddressBook } from '../components/account/AddressBook';
import type { ShopPageProps } from '../components/site/page-types';

/** /addressbook: the customer's delivery addresses (spec 2, 3 and 5). */
export default function AddressBookPage(_props: ShopPageProps<object>) {
  return (
    <CustomerPage titleKey="addressBook.title">
      {(auth) => <AddressBook auth={auth} />}
    </CustomerPage>
  );
}

export const Head = noindexHead('AddressBook');

export const query = graphql`
  query AddressBookPageQuery($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "translation" } }) {
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
