import { graphql } from 'gatsby';
import React from 'react';
import { ContactDetails } from '../components/content/ContactDetails';
import { InfoHead, InfoPage } from '../components/content/InfoPage';
import { ContactForm } from '../components/contact/ContactForm';
import type { ShopHeadProps } from '../components/site/page-types';
import { useShopDefaults } from '../components/site/use-shop-defaults';

/** /contact: the company's contact details from the site settings, and a message form. */
export default function ContactPage() {
  const { site } = useShopDefaults();
  return (
    <InfoPage
      page="contact"
      sections={['hours', 'orders']}
      links={[
        { to: '/delivery_terms', label: 'info.link.delivery' },
        { to: '/returns_policy', label: 'info.link.returns' },
      ]}
    >
      <ContactDetails company={site.company} />
      <ContactForm />
    </InfoPage>
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="Contact" />;
}

export const query = graphql`
  query ContactPage($language: String!) {
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
