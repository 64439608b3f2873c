import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { PanelPage } from '../components/account/PanelPage';
import type { RegisteredState } from '../components/account/RegisterForm';
import { LocalLink } from '../components/site/LocalLink';
import type { ShopPageProps } from '../components/site/page-types';
import { ACTIVATION_LINK_DAYS } from '../core/customers/account-links';

/** /registered: after sign-up, the account waits for the mailed activation link. */
export default function RegisteredPage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  const state = location.state as RegisteredState | null | undefined;
  const email = typeof state?.email === 'string' ? state.email : '';
  return (
    <PanelPage titleKey="registered.title">
      <p>{email ? t('registered.sentTo', { email }) : t('registered.sent')}</p>
      <p>{t('registered.expires', { count: ACTIVATION_LINK_DAYS })}</p>
      <p>{t('registered.noMail')}</p>
      <LocalLink to="/" className="btn btn-shop">
        {t('registered.home')}
      </LocalLink>
    </PanelPage>
  );
}

export const Head = noindexHead('Registered');

export const query = graphql`
  query RegisteredPage($language: String!) {
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
