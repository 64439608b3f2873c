import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { AddressBook } from '../components/account/AddressBook';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /addressbook: the customer's delivery addresses (spec 2, 3 and 5). */
export default function AddressBookPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('addressBook.title')}</h1>
      <RequireCustomer>{(auth) => <AddressBook auth={auth} />}</RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="AddressBook"
      noindex
    />
  );
}

export const query = graphql`
  query AddressBookPageQuery($language: String!) {
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
