import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { AccountPanel } from '../components/account/AccountPanel';
import { ForgotPasswordForm } from '../components/account/ForgotPasswordForm';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /forgot_password: the account menu's "Account password" entry. */
export default function ForgotPasswordPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <AccountPanel title={t('account.password')}>
        <ForgotPasswordForm />
      </AccountPanel>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="ForgotPassword"
      noindex
    />
  );
}

export const query = graphql`
  query ForgotPasswordPage($language: String!) {
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
