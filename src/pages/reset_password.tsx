import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { ResetPasswordForm } from '../components/account/ResetPasswordForm';
import type { ShopPageProps } from '../components/site/page-types';

/** /reset_password: the link mailed by /forgot_password. */
export default function ResetPasswordPage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="reset.title">
      <ResetPasswordForm />
    </PanelPage>
  );
}

export const Head = noindexHead('ForgotPassword');

export const query = graphql`
  query ResetPasswordPage($language: String!) {
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
