import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { OrderList } from '../components/account/OrderList';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /orders: the customer's order history, with returns of what was shipped. */
export default function OrdersPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();

  return (
    <Layout>
      <h1 className="h3 mb-3">{t('orders.title')}</h1>
      <RequireCustomer>{(auth) => <OrderList auth={auth} />}</RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Orders"
      noindex
    />
  );
}

export const query = graphql`
  query OrdersPageQuery($language: String!) {
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
