import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { AccountActivation } from '../components/account/AccountActivation';
import { Layout } from '../components/layout/Layout';
import type { ShopPageProps } from '../components/site/page-types';

/** /activate: the link mailed after sign-up. */
export default function ActivatePage(_props: ShopPageProps<object>) {
  return (
    <Layout>
      <AccountActivation />
    </Layout>
  );
}

// Spec 2's key, titled "Account activation" until the page knows how the link went.
export const Head = noindexHead('Activated', 'activate.title');

export const query = graphql`
  query ActivatePage($language: String!) {
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
