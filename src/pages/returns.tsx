import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { ReturnsScreen } from '../components/account/ReturnsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /returns: the customer's return requests, and the form for one line (?order=&item=). */
export default function ReturnsPage({ location }: ShopPageProps<object>) {
  const params = new URLSearchParams(location.search);
  return (
    <CustomerPage titleKey="returns.title">
      {(auth) => (
        <ReturnsScreen
          auth={auth}
          orderId={params.get('order') ?? ''}
          itemId={params.get('item') ?? ''}
        />
      )}
    </CustomerPage>
  );
}

export const Head = noindexHead('OrdersItemReturned');

export const query = graphql`
  query ReturnsPageQuery($language: String!) {
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
