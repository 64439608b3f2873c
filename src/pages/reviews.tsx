import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { ReviewsScreen } from '../components/account/ReviewsScreen';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /reviews: the customer's reviews, and the form for one product (?sku=). */
export default function ReviewsPage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  const sku = new URLSearchParams(location.search).get('sku')?.trim() ?? '';
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('reviews.title')}</h1>
      <RequireCustomer>{(auth) => <ReviewsScreen auth={auth} sku={sku} />}</RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Reviews"
      noindex
    />
  );
}

export const query = graphql`
  query ReviewsPageQuery($language: String!) {
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
