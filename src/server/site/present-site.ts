import type { SiteSettings } from '../../core/site/site-settings';
import { optionalImageUrl } from '../providers/images';

type Picture = { image: string };

const withUrl = <T extends Picture>(picture: T): T => ({
  ...picture,
  image: optionalImageUrl(picture.image),
});

/**
 * Site settings keep image-store keys; clients get the public addresses, like every other
 * picture the API sends.
 */
export function presentSiteSettings<T extends Omit<SiteSettings, 'email'>>(settings: T): T {
  const { home, footerBanner } = settings.banners;
  return {
    ...settings,
    company: { ...settings.company, logo: withUrl(settings.company.logo) },
    banners: {
      home: {
        XL: withUrl(home.XL),
        LG: withUrl(home.LG),
        MD: withUrl(home.MD),
        SM: withUrl(home.SM),
      },
      footerBanner: withUrl(footerBanner),
    },
    cart: { ...settings.cart, footerImage: withUrl(settings.cart.footerImage) },
  };
}
