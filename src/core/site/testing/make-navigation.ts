import type { SiteSettings } from '../site-settings';

type Navigation = SiteSettings['navigation'];

/** Test-only builder: every navigation flag on, no navbar order, with overridable parts. */
export function makeNavigation(overrides: Partial<Navigation> = {}): Navigation {
  return {
    footerCompany: true,
    footerService: true,
    footerShop: true,
    footerCart: true,
    footerEmail: true,
    footerTel: true,
    footerAddress: true,
    footerContact: true,
    footerAbout: true,
    footerTerms: true,
    footerReturns: true,
    menuBrand: true,
    menuCategory: true,
    menuGallery: true,
    menuVideo: true,
    menuBlog: true,
    menuProduct: true,
    menuAbout: true,
    menuOrderL: [],
    menuOrderR: [],
    ...overrides,
  };
}
