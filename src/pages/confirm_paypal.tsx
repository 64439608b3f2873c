import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { PaypalConfirm } from '../components/checkout/PaypalReturn';
import type { ShopPageProps } from '../components/site/page-types';

/** /confirm_paypal: back from PayPal after approving, the payment is taken and the order placed. */
export default function ConfirmPaypalPage(_props: ShopPageProps<object>) {
  return (
    <CustomerPage titleKey="checkout.paypal.confirmTitle">
      {(auth) => <PaypalConfirm auth={auth} />}
    </CustomerPage>
  );
}

export const Head = noindexHead('Checkout', 'checkout.paypal.confirmTitle');

export const query = graphql`
  query ConfirmPaypalPageQuery($language: String!) {
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
