import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_email: the Site Settings screen, opened on its email section. */
export default siteSectionPage('email');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSiteEmailPage($language: String!) {
    ...AdminSiteLocales
  }
`;
