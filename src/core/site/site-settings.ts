import * as z from 'zod';
import { MAX_RETURNS_DAYS, MIN_RETURNS_DAYS } from '../account/returns-window';
import { CONTENT_LANGUAGES } from '../routes/languages';
import { NAVIGATION_ITEMS } from './navigation-items';

/**
 * Site settings, section by section as spec section 3 lists them. One schema serves the admin
 * forms, the admin_site_* writes and the row the database keeps, so they cannot drift apart.
 */
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ eng: schema, ita: schema });

export const companySchema = z.object({
  name: z.string().max(120),
  address: z.object({
    line1: z.string().max(200),
    line2: z.string().max(200),
    city: z.string().max(100),
    region: z.string().max(100),
    code: z.string().max(20),
    country: z.string().max(100),
  }),
  contact: z.object({
    emailContact: z.email().or(z.literal('')),
    helpline: z.string().max(40),
    whatsApp: z.string().max(40),
  }),
  logo: z.object({
    image: z.string().max(500),
    width: z.number().int().min(1).max(2000),
    height: z.number().int().min(1).max(2000),
    align: z.enum(['left', 'center', 'right']),
    showLogo: z.boolean(),
  }),
  header: z.string().max(200),
});

export const socialSchema = z.object({
  facebook: z.string().max(300),
  twitter: z.string().max(300),
  google: z.string().max(300),
  instagram: z.string().max(300),
  pinterest: z.string().max(300),
});

export type { NavigationItem } from './navigation-items';

export const navigationSchema = z.object({
  footerCompany: z.boolean(),
  footerService: z.boolean(),
  footerShop: z.boolean(),
  footerCart: z.boolean(),
  footerEmail: z.boolean(),
  footerTel: z.boolean(),
  footerAddress: z.boolean(),
  footerContact: z.boolean(),
  footerAbout: z.boolean(),
  footerTerms: z.boolean(),
  footerReturns: z.boolean(),
  menuBrand: z.boolean(),
  menuCategory: z.boolean(),
  menuGallery: z.boolean(),
  menuVideo: z.boolean(),
  menuBlog: z.boolean(),
  menuProduct: z.boolean(),
  menuAbout: z.boolean(),
  /** Desktop navbar order, left and right of the search box. */
  menuOrderL: z.array(z.enum(NAVIGATION_ITEMS)),
  menuOrderR: z.array(z.enum(NAVIGATION_ITEMS)),
});

const bannerSize = z.object({
  image: z.string().max(500),
  width: z.number().int().min(0).max(4000),
  height: z.number().int().min(0).max(4000),
});

export const bannersSchema = z.object({
  home: z.object({ XL: bannerSize, LG: bannerSize, MD: bannerSize, SM: bannerSize }),
  footerBanner: bannerSize,
});

const cssColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');

export const colorsSchema = z.object({
  front: cssColor,
  back: cssColor,
  fontSize: z.string().regex(/^\d{1,2}(px|rem|em)$/),
  fontWeight: z.enum(['normal', 'bold', '300', '400', '500', '600', '700']),
  highlight: cssColor,
  align: z.enum(['left', 'center', 'right']),
});

export const cartSettingsSchema = z.object({
  showItem: z.boolean(),
  showPrice: z.boolean(),
  footerImage: z.object({
    image: z.string().max(500),
    width: z.number().int().min(1).max(2000),
    height: z.number().int().min(1).max(2000),
  }),
});

export const homeSchema = z.object({
  showSearch: z.boolean(),
  showCart: z.boolean(),
  showFooterBanner: z.boolean(),
});

/**
 * The returns window in days from shipping: the one number behind the rule the server
 * enforces, the returns policy page and the footer banner (core/account/returns-window).
 */
export const returnsSchema = z.object({
  days: z.number().int().min(MIN_RETURNS_DAYS).max(MAX_RETURNS_DAYS),
});

const pageText = z.object({
  title: z.string().max(200),
  description: z.string().max(500),
});

export const siteSettingsSchema = z.object({
  company: companySchema,
  social: socialSchema,
  navigation: navigationSchema,
  banners: bannersSchema,
  colors: colorsSchema,
  cart: cartSettingsSchema,
  home: homeSchema,
  login: z.object({ useLogin: z.boolean() }),
  analytics: z.object({ gaKey: z.string().max(40) }),
  /** Languages product content is kept in. */
  product: z.object({ lng: z.array(z.enum(CONTENT_LANGUAGES)).min(1) }),
  /** Languages the shop offers, comma-separated as the spec keeps it ("eng,ita"). */
  shop: z.object({
    lng: z.string().regex(/^(eng|ita)(,(eng|ita))?$/, 'a comma-separated list of eng and ita'),
  }),
  headers: perLanguage(z.object({ home: z.string().max(200), shop: z.string().max(200) })),
  seo: perLanguage(pageText),
  meta: perLanguage(z.object({ keywords: z.string().max(500), author: z.string().max(120) })),
  titleDivider: z.string().max(5),
  showAppOnTitle: z.boolean(),
  shopActive: z.boolean(),
  returns: returnsSchema,
  payment: z.object({
    paypal: z.boolean(),
    stripe: z.boolean(),
    currency: z.enum(['EUR', 'GBP', 'USD', 'ZAR']),
    taxIncluded: z.boolean(),
  }),
  email: z.object({
    fromName: z.string().max(120),
    fromAddress: z.email().or(z.literal('')),
    orderCopyTo: z.email().or(z.literal('')),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
