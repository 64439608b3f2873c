import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_service: the Site Settings screen, opened on its service section. */
export default siteSectionPage('service');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSiteServicePage($language: String!) {
    ...AdminSiteLocales
  }
`;
