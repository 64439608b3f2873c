import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /about */
export default function AboutPage() {
  return (
    <InfoPage
      page="about"
      sections={['range', 'quality', 'service']}
      links={[
        { to: '/shop/products', label: 'info.link.products' },
        { to: '/contact', label: 'info.link.contact' },
      ]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="About" />;
}

export const query = graphql`
  query AboutPage($language: String!) {
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
