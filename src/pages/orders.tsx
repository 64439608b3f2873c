import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { OrderList } from '../components/account/OrderList';
import type { ShopPageProps } from '../components/site/page-types';

/** /orders: the customer's order history, with returns of what was shipped. */
export default function OrdersPage(_props: ShopPageProps<object>) {
  return <CustomerPage titleKey="orders.title">{(auth) => <OrderList auth={auth} />}</CustomerPage>;
}

export const Head = noindexHead('Orders');

export const query = graphql`
  query OrdersPageQuery($language: String!) {
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
