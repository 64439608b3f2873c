import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { NotMe } from '../components/account/NotMe';
import { Layout } from '../components/layout/Layout';
import type { ShopPageProps } from '../components/site/page-types';

/** /not_me: "This wasn't me", the activation mail's second link (issue 28.8). */
export default function NotMePage(_props: ShopPageProps<object>) {
  return (
    <Layout>
      <NotMe />
    </Layout>
  );
}

// The activation page's key (the spec names no such page), titled as its heading.
export const Head = noindexHead('Activated', 'notMe.title');

export const query = graphql`
  query NotMePage($language: String!) {
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
