import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { ReturnsScreen } from '../components/account/ReturnsScreen';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /returns: the customer's return requests, and the form for one line (?order=&item=). */
export default function ReturnsPage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  const params = new URLSearchParams(location.search);
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('returns.title')}</h1>
      <RequireCustomer>
        {(auth) => (
          <ReturnsScreen
            auth={auth}
            orderId={params.get('order') ?? ''}
            itemId={params.get('item') ?? ''}
          />
        )}
      </RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="OrdersItemReturned"
      noindex
    />
  );
}

export const query = graphql`
  query ReturnsPageQuery($language: String!) {
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
