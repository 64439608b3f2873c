import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site: the Site Settings screen, opened on its company section (the first section). */
export default siteSectionPage('company');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSitePage($language: String!) {
    ...AdminSiteLocales
  }
`;
