import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { PasswordChangeForm } from '../components/account/PasswordChangeForm';
import { ProfileForm } from '../components/account/ProfileForm';
import { RequireCustomer } from '../components/account/RequireCustomer';
import { Layout } from '../components/layout/Layout';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /profile: the customer's details (GET customer, PUT profile) and password (PUT password). */
export default function ProfilePage(_props: ShopPageProps<object>) {
  const { t } = useTranslation();
  return (
    <Layout>
      <h1 className="h3 mb-3">{t('profile.title')}</h1>
      <RequireCustomer>
        {(auth) => (
          <div className="row g-4">
            <div className="col-lg-6">
              <section className="card card-body">
                <ProfileForm auth={auth} />
              </section>
            </div>
            <div className="col-lg-6">
              <section className="card card-body">
                <PasswordChangeForm auth={auth} />
              </section>
            </div>
          </div>
        )}
      </RequireCustomer>
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Profile"
      noindex
    />
  );
}

export const query = graphql`
  query ProfilePage($language: String!) {
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
