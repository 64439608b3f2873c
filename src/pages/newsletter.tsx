import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import { NewsletterPageBody } from '../components/newsletter/NewsletterPageBody';
import type { ShopHeadProps, ShopPageProps } from '../components/site/page-types';
import { newsletterLink, type NewsletterLink } from '../core/newsletter/newsletter-link';

const SIGN_UP: NewsletterLink = { kind: 'signup' };

/**
 * /newsletter: the sign-up form, or the outcome of a mail's link (?confirm=, ?unsubscribe=).
 * The built page is the sign-up form; the address is read once in the browser, so the link's
 * call runs once and hydration matches the built HTML.
 */
export default function NewsletterPage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  const [link, setLink] = useState<NewsletterLink>(SIGN_UP);
  useEffect(() => setLink(newsletterLink(location.search)), [location.search]);
  return (
    <Layout>
      <div style={{ maxWidth: '36rem' }}>
        <h1 className="h3 mb-3">{t('newsletter.title')}</h1>
        <NewsletterPageBody action={link} />
      </div>
    </Layout>
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="App" titleKey="newsletter.title" />;
}

export const query = graphql`
  query NewsletterPage($language: String!) {
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
