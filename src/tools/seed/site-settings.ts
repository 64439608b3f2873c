import { DEFAULT_FOOTER_IMAGE_SIZE, DEFAULT_LOGO_SIZE } from '../../core/constants';
import { siteSettingsSchema, type SiteSettings } from '../../core/site/site-settings';
import { RETURNS_WINDOW_DAYS } from '../../core/account/returns-window';
import { FOOTER_FLAGS_ON, MENU_FLAGS_ON } from '../../core/site/navigation-items';

export const SHOP_NAME = 'Borse & Viaggi';

/** Image keys the settings point at; images.ts draws them. */
export const SITE_IMAGES = {
  logo: { key: 'site/logo.webp', ...DEFAULT_LOGO_SIZE },
  footerImage: { key: 'site/footer.webp', ...DEFAULT_FOOTER_IMAGE_SIZE },
  homeXL: { key: 'banners/home-xl.webp', width: 1920, height: 600 },
  homeLG: { key: 'banners/home-lg.webp', width: 1200, height: 450 },
  homeMD: { key: 'banners/home-md.webp', width: 992, height: 400 },
  homeSM: { key: 'banners/home-sm.webp', width: 576, height: 320 },
  footerBanner: { key: 'banners/footer.webp', width: 1200, height: 200 },
} as const;

const banner = ({ key, width, height }: { key: string; width: number; height: number }) => ({
  image: key,
  width,
  height,
});

/**
 * The one site_settings row. It goes through the same zod schema as an admin save, so a seed
 * that drifts from the schema fails here instead of in the admin screen.
 */
export function buildSiteSettings(): SiteSettings {
  return siteSettingsSchema.parse({
    company: {
      name: `${SHOP_NAME} Srl`,
      address: {
        line1: 'Via dei Viaggiatori 12',
        line2: 'Scala B',
        city: 'Milano',
        region: 'MI',
        code: '20121',
        country: 'Italia',
      },
      contact: {
        // example.com is reserved: nothing the sample shop sends can reach a real mailbox.
        emailContact: 'info@example.com',
        helpline: '+39 02 0000 1234',
        whatsApp: '+39 333 000 1234',
      },
      logo: {
        image: SITE_IMAGES.logo.key,
        width: SITE_IMAGES.logo.width,
        height: SITE_IMAGES.logo.height,
        align: 'left',
        showLogo: true,
      },
      header: 'Bags, luggage, backpacks and scarves from Italy',
    },
    social: {
      facebook: 'https://www.facebook.com/example',
      twitter: '',
      google: '',
      instagram: 'https://www.instagram.com/example',
      pinterest: 'https://www.pinterest.com/example',
    },
    navigation: {
      ...FOOTER_FLAGS_ON,
      ...MENU_FLAGS_ON,
      menuOrderL: ['home', 'categories', 'brands', 'products'],
      menuOrderR: ['blog', 'gallery', 'video', 'contact', 'about'],
    },
    banners: {
      home: {
        XL: banner(SITE_IMAGES.homeXL),
        LG: banner(SITE_IMAGES.homeLG),
        MD: banner(SITE_IMAGES.homeMD),
        SM: banner(SITE_IMAGES.homeSM),
      },
      footerBanner: banner(SITE_IMAGES.footerBanner),
    },
    colors: {
      front: '#2b2b2b',
      back: '#fbf8f3',
      fontSize: '16px',
      fontWeight: 'normal',
      highlight: '#b5764a',
      align: 'left',
    },
    cart: {
      showItem: true,
      showPrice: true,
      footerImage: banner(SITE_IMAGES.footerImage),
    },
    home: { showSearch: true, showCart: true, showFooterBanner: true },
    login: { useLogin: true },
    analytics: { gaKey: '' },
    product: { lng: ['eng', 'ita'] },
    shop: { lng: 'eng,ita' },
    headers: {
      eng: {
        home: 'Bags, luggage, backpacks and scarves made to travel',
        shop: 'Our collection',
      },
      ita: {
        home: 'Borse, valigie, zaini e sciarpe fatti per viaggiare',
        shop: 'La nostra collezione',
      },
    },
    seo: {
      eng: {
        title: SHOP_NAME,
        description:
          'Italian bags, luggage, backpacks and scarves, shipped across Europe and beyond.',
      },
      ita: {
        title: SHOP_NAME,
        description: 'Borse, valigie, zaini e sciarpe italiane, spediti in Europa e nel mondo.',
      },
    },
    meta: {
      eng: { keywords: 'bags, luggage, backpacks, scarves, leather, Italy', author: SHOP_NAME },
      ita: { keywords: 'borse, valigie, zaini, sciarpe, pelle, Italia', author: SHOP_NAME },
    },
    titleDivider: ' | ',
    showAppOnTitle: true,
    shopActive: true,
    returns: { days: RETURNS_WINDOW_DAYS },
    payment: { paypal: true, stripe: true, currency: 'EUR', taxIncluded: true },
    email: {
      fromName: SHOP_NAME,
      fromAddress: 'no-reply@example.com',
      orderCopyTo: 'orders@example.com',
    },
  });
}
