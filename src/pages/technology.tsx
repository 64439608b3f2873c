import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /technology: how the shop is built, for the curious customer. */
export default function TechnologyPage() {
  return (
    <InfoPage
      page="technology"
      sections={['speed', 'payments', 'privacy', 'access']}
      links={[{ to: '/solution', label: 'info.solution.title' }]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  // No per-page key of its own (spec 2): the generic App key with the page's own title.
  return <InfoHead {...props} pageKey="App" titleKey="info.technology.title" />;
}

export const query = graphql`
  query TechnologyPage($language: String!) {
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
