import { graphql } from 'gatsby';
import React from 'react';
import { accountHead } from '../components/account/account-head';
import { CustomerPage } from '../components/account/AccountPage';
import { PasswordChangeForm } from '../components/account/PasswordChangeForm';
import { ProfileForm } from '../components/account/ProfileForm';
import type { ShopPageProps } from '../components/site/page-types';

/** /profile: the customer's details (GET customer, PUT profile) and password (PUT password). */
export default function ProfilePage(_props: ShopPageProps<object>) {
  return (
    <CustomerPage titleKey="profile.title">
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
    </CustomerPage>
  );
}

export const Head = accountHead('Profile');

export const query = graphql`
  query ProfilePage($language: String!) {
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
