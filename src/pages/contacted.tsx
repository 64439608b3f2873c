import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /contacted: the thank-you page after a message; nothing for search engines. */
export default function ContactedPage() {
  return (
    <InfoPage
      page="contacted"
      links={[
        { to: '/', label: 'info.link.home' },
        { to: '/shop/products', label: 'info.link.products' },
      ]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Contacted" noindex />;
}

export const query = graphql`
  query ContactedPage($language: String!) {
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
