import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { ReviewsScreen } from '../components/account/ReviewsScreen';
import type { ShopPageProps } from '../components/site/page-types';

/** /reviews: the customer's reviews, and the form for one product (?sku=). */
export default function ReviewsPage({ location }: ShopPageProps<object>) {
  const sku = new URLSearchParams(location.search).get('sku')?.trim() ?? '';
  return (
    <CustomerPage titleKey="reviews.title">
      {(auth) => <ReviewsScreen auth={auth} sku={sku} />}
    </CustomerPage>
  );
}

export const Head = noindexHead('Reviews');

export const query = graphql`
  query ReviewsPageQuery($language: String!) {
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
