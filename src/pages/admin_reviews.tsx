import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { ReviewsScreen } from '../components/admin/reviews/ReviewsScreen';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminReviewsPage(_props: ShopPageProps<object>) {
  return <AdminPage titleKey="admin.reviews">{(auth) => <ReviewsScreen auth={auth} />}</AdminPage>;
}

export const Head = adminHead('admin.reviews');

export const query = graphql`
  query AdminReviewsPage($language: String!) {
    ...AdminPeopleLocales
  }
`;
