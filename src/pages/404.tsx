import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { SHOP_PRODUCTS_PATH } from '../core/routes/shop-routes';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import { LocalLink } from '../components/site/LocalLink';
import type { ShopHeadProps } from '../components/site/page-types';

/** Any address with no page (the i18n plugin serves /it/* misses in Italian). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Layout>
      <div style={{ maxWidth: '48rem' }}>
        <h1 className="h3 mb-3">{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.message')}</p>
        <p className="mb-2">{t('notFound.suggestions')}</p>
        <ul>
          <li>
            <LocalLink to="/">{t('notFound.home')}</LocalLink>
          </li>
          <li>
            <LocalLink to={SHOP_PRODUCTS_PATH}>{t('notFound.products')}</LocalLink>
          </li>
          <li>
            <LocalLink to="/contact">{t('notFound.contact')}</LocalLink>
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head(props: ShopHeadProps<object>) {
  return <InfoHead {...props} pageKey="App" titleKey="notFound.title" noindex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
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
