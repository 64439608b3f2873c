import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { AccountPanel } from '../components/account/AccountPanel';
import { ResetPasswordForm } from '../components/account/ResetPasswordForm';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /reset_password: the link mailed by /forgot_password. */
export default function ResetPasswordPage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <AccountPanel title={t('reset.title')}>
        <ResetPasswordForm />
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
  query ResetPasswordPage($language: String!) {
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
