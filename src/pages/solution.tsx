import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /solution: what the shop offers its customers and its owner. */
export default function SolutionPage() {
  return (
    <InfoPage
      page="solution"
      sections={['customers', 'owners', 'languages']}
      links={[{ to: '/technology', label: 'info.technology.title' }]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  // No per-page key of its own (spec 2): the generic App key with the page's own title.
  return <InfoHead {...props} pageKey="App" titleKey="info.solution.title" />;
}

export const query = graphql`
  query SolutionPage($language: String!) {
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
