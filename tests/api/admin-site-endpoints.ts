import { buildSiteSettings } from '../../src/tools/seed/site-settings';
import type { AdminEndpoint } from './admin-endpoints';

const site = buildSiteSettings();
const { navigation } = site;
const navigationKeys = (prefix: 'menu' | 'footer') =>
  Object.fromEntries(Object.entries(navigation).filter(([key]) => key.startsWith(prefix)));

/** A valid body for each admin_site_* write: the seeded sections, as the form would send them. */
const SITE_WRITE_BODIES: Record<string, unknown> = {
  admin_site_company: { company: site.company, social: site.social },
  admin_site_page: {
    navigation: navigationKeys('menu'),
    banners: site.banners,
    colors: site.colors,
    home: site.home,
  },
  admin_site_cto: {
    titleDivider: site.titleDivider,
    showAppOnTitle: site.showAppOnTitle,
    shopActive: site.shopActive,
    login: site.login,
    analytics: site.analytics,
    returns: site.returns,
  },
  admin_site_cart: { cart: site.cart },
  admin_site_product: { product: site.product, shop: site.shop },
  admin_site_payment: { payment: site.payment },
  admin_site_seo: { headers: site.headers, seo: site.seo, meta: site.meta },
  admin_site_service: { navigation: navigationKeys('footer') },
  admin_site_email: { email: site.email },
};

export const ADMIN_SITE_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', path: '/api/admin_site' },
  ...Object.entries(SITE_WRITE_BODIES).map(([name, body]): AdminEndpoint => ({
    method: 'POST',
    path: `/api/${name}`,
    body,
  })),
];
