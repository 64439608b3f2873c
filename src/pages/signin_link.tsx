import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { SignInWithLink } from '../components/account/SignInWithLink';
import { Layout } from '../components/layout/Layout';
import type { ShopPageProps } from '../components/site/page-types';

/** /signin_link: the one-time sign-in link mailed by POST signin_link (issue 28.3). */
export default function SignInLinkPage(_props: ShopPageProps<object>) {
  return (
    <Layout>
      <SignInWithLink />
    </Layout>
  );
}

export const Head = noindexHead('Login', 'signinLink.title');

export const query = graphql`
  query SignInLinkPage($language: String!) {
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
