import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_company: the Site Settings screen, opened on its company section. */
export default siteSectionPage('company');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSiteCompanyPage($language: String!) {
    ...AdminSiteLocales
  }
`;
