import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { ForgotPasswordForm } from '../components/account/ForgotPasswordForm';
import type { ShopPageProps } from '../components/site/page-types';

/** /forgot_password: the account menu's "Account password" entry. */
export default function ForgotPasswordPage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="account.password">
      <ForgotPasswordForm />
    </PanelPage>
  );
}

export const Head = noindexHead('ForgotPassword');

export const query = graphql`
  query ForgotPasswordPage($language: String!) {
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
