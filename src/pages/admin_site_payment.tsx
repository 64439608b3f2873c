import { graphql } from 'gatsby';
import { siteSectionPage, siteSettingsHead } from '../components/admin/site/site-section-page';

/** /admin_site_payment: the Site Settings screen, opened on its payment section. */
export default siteSectionPage('payment');

export const Head = siteSettingsHead;

export const query = graphql`
  query AdminSitePaymentPage($language: String!) {
    ...AdminSiteLocales
  }
`;
