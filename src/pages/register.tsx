import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { RegisterForm } from '../components/account/RegisterForm';
import type { ShopPageProps } from '../components/site/page-types';

/** /register: the sign-up form. */
export default function RegisterPage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="register.title">
      <RegisterForm />
    </PanelPage>
  );
}

export const Head = noindexHead('Register');

export const query = graphql`
  query RegisterPage($language: String!) {
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
