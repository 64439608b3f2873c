import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_page: the Site Settings screen, opened on its page section. */
export default siteSectionPage('page');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSitePagePage($language: String!) {
    ...AdminSiteLocales
  }
`;
