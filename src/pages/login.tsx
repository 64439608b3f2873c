import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { LoginForm } from '../components/account/LoginForm';
import type { ShopPageProps } from '../components/site/page-types';

/** /login: email and password (spec 2 customer routes). */
export default function LoginPage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="login.title">
      <LoginForm />
    </PanelPage>
  );
}

export const Head = noindexHead('Login');

export const query = graphql`
  query LoginPage($language: String!) {
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
