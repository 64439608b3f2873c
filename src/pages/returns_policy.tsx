import { graphql } from 'gatsby';
import React from 'react';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import type { ShopHeadProps } from '../components/site/page-types';

/** /returns_policy: returns within the returns.days setting's window, and faulty items. */
export default function ReturnsPolicyPage() {
  return (
    <InfoPage
      page="returns"
      sections={[
        {
          id: 'how',
          links: [
            { to: '/orders', label: 'info.link.orders' },
            { to: '/contact', label: 'info.link.contact' },
          ],
        },
        'condition',
        'refund',
        'faulty',
      ]}
      links={[
        { to: '/delivery_terms', label: 'info.link.delivery' },
        { to: '/terms', label: 'info.link.terms' },
      ]}
    />
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="ReturnsPolicy" />;
}

export const query = graphql`
  query ReturnsPolicyPage($language: String!) {
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
