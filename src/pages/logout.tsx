import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { AccountPanel } from '../components/account/AccountPanel';
import { LogoutNotice } from '../components/account/LogoutNotice';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /logout: the header's logout link. */
export default function LogoutPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <AccountPanel title={t('logout.title')}>
        <LogoutNotice />
      </AccountPanel>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Login"
      title={headLanguage(pageContext) === 'it' ? 'Esci' : 'Log out'}
      noindex
    />
  );
}

export const query = graphql`
  query LogoutPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
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
