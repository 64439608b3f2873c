import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /terms: the terms and conditions of sale. */
export default function TermsPage() {
  return (
    <InfoPage
      page="terms"
      sections={[
        { id: 'seller', links: [{ to: '/contact', label: 'info.link.contact' }] },
        'prices',
        'orders',
        'payment',
        { id: 'delivery', links: [{ to: '/delivery_terms', label: 'info.link.delivery' }] },
        { id: 'withdrawal', links: [{ to: '/returns_policy', label: 'info.link.returns' }] },
        'guarantee',
        'age',
        'data',
        'law',
      ]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Terms" />;
}

export const query = graphql`
  query TermsPage($language: String!) {
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
