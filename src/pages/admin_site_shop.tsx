import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_shop: the Site Settings screen, opened on its shop section. */
export default siteSectionPage('shop');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSiteShopPage($language: String!) {
    ...AdminSiteLocales
  }
`;
