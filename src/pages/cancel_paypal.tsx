import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PaypalCancelled } from '../components/checkout/PaypalReturn';
import { Layout } from '../components/layout/Layout';
import type { ShopPageProps } from '../components/site/page-types';

/** /cancel_paypal: the buyer cancelled at PayPal; back to the cart, which is as it was. */
export default function CancelPaypalPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('checkout.paypal.cancelTitle')}</h1>
      <PaypalCancelled />
    </Layout>
  );
}

export const Head = noindexHead('Checkout', 'checkout.paypal.cancelTitle');

export const query = graphql`
  query CancelPaypalPageQuery($language: String!) {
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
