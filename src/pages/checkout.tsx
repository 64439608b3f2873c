import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { CheckoutScreen } from '../components/checkout/CheckoutScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /checkout: delivery, payment and place order, for a signed-in customer (spec 1, 2 and 5). */
export default function CheckoutPage(_props: ShopPageProps<object>) {
  return (
    <CustomerPage titleKey="checkout.title">
      {(auth) => <CheckoutScreen auth={auth} />}
    </CustomerPage>
  );
}

export const Head = noindexHead('Checkout');

export const query = graphql`
  query CheckoutPageQuery($language: String!) {
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
