import { graphql } from 'gatsby';
import React from 'react';
import { AdminPage } from '../components/admin/AdminPage';
import { adminHead } from '../components/admin/admin-head';
import { MessagesScreen } from '../components/admin/messages/MessagesScreen';
import type { ShopPageProps } from '../components/site/page-types';

export default function AdminMessagesPage(_props: ShopPageProps<object>) {
  return (
    <AdminPage titleKey="admin.messages">{(auth) => <MessagesScreen auth={auth} />}</AdminPage>
  );
}

export const Head = adminHead('admin.messages');

export const query = graphql`
  query AdminMessagesPage($language: String!) {
    ...AdminPeopleLocales
  }
`;
