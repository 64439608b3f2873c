import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { Layout } from '../components/layout/Layout';
import { PayScreen } from '../components/pay/PayScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /pay?order=…&key=…: the link mailed when an order still owes money (no sign-in needed). */
export default function PayPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('pay.title')}</h1>
      <PayScreen />
    </Layout>
  );
}

export const Head = noindexHead('Checkout', 'pay.title');

export const query = graphql`
  query PayPage($language: String!) {
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
