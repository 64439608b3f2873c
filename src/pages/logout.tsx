import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { LogoutNotice } from '../components/account/LogoutNotice';
import type { ShopPageProps } from '../components/site/page-types';

/** /logout: the header's logout link. */
export default function LogoutPage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="logout.title">
      <LogoutNotice />
    </PanelPage>
  );
}

export const Head = noindexHead('Login', 'logout.title');

export const query = graphql`
  query LogoutPage($language: String!) {
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
