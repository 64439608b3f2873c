import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { WishlistList } from '../components/account/WishlistList';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /wishlist: the products the customer saved for later. */
export default function WishlistPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('wishlist.title')}</h1>
      <RequireCustomer>{(auth) => <WishlistList auth={auth} />}</RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Wishlist"
      noindex
    />
  );
}

export const query = graphql`
  query WishlistPageQuery($language: String!) {
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
