import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import { AccountActivation } from '../components/account/AccountActivation';
import type { ShopPageProps } from '../components/site/page-types';

/** /activate: the link mailed after sign-up. */
export default function ActivatePage(_props: ShopPageProps<object>) {
  return (
    <PanelPage titleKey="activate.title">
      <AccountActivation />
    </PanelPage>
  );
}

export const Head = noindexHead('Activated');

export const query = graphql`
  query ActivatePage($language: String!) {
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
