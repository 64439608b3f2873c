import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { WishlistList } from '../components/account/WishlistList';
import type { ShopPageProps } from '../components/site/page-types';

/** /wishlist: the products the customer saved for later. */
export default function WishlistPage(_props: ShopPageProps<object>) {
  return (
    <CustomerPage titleKey="wishlist.title">{(auth) => <WishlistList auth={auth} />}</CustomerPage>
  );
}

export const Head = noindexHead('Wishlist');

export const query = graphql`
  query WishlistPageQuery($language: String!) {
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
