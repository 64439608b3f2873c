import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /delivery_terms: delivery times, fees and partners. */
export default function DeliveryTermsPage() {
  return (
    <InfoPage
      page="delivery"
      sections={[
        'times',
        'fees',
        'free',
        { id: 'tracking', links: [{ to: '/orders', label: 'info.link.orders' }] },
        { id: 'missing', links: [{ to: '/contact', label: 'info.link.contact' }] },
        'outsideEu',
      ]}
      links={[
        { to: '/returns_policy', label: 'info.link.returns' },
        { to: '/terms', label: 'info.link.terms' },
      ]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Delivery" />;
}

export const query = graphql`
  query DeliveryTermsPage($language: String!) {
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
