import { graphql } from 'gatsby';
import React from 'react';
import { noindexHead } from '../components/ui/noindex-head';
import { CustomerPage } from '../components/ui/PageShell';
import { DataRightsSection } from '../components/account/DataRightsSection';
import { PasswordChangeForm } from '../components/account/PasswordChangeForm';
import { ProfileForm } from '../components/account/ProfileForm';
import type { ShopPageProps } from '../components/site/page-types';

/**
 * /profile: the customer's details (GET customer, PUT profile), password (PUT password) and
 * data rights (GET my_data, POST delete_account).
 */
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
          <div className="col-12">
            <DataRightsSection auth={auth} />
          </div>
        </div>
      )}
    </CustomerPage>
  );
}

export const Head = noindexHead('Profile');

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
