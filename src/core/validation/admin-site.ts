import * as z from 'zod';
import {
  cartSettingsSchema,
  companySchema,
  navigationSchema,
  siteSettingsSchema,
  socialSchema,
} from '../site/site-settings';
import { FOOTER_FLAGS_ON, MENU_FLAGS_ON } from '../site/navigation-items';

/**
 * The admin_site_* writes (spec section 7). Each call replaces whole sections of the site
 * settings, so every field of a section it covers is required, and a key the section does not
 * have is refused (a misspelt flag must not be stored silently nor dropped silently). Section
 * shapes come from core/site/site-settings; here they only get stricter.
 */

/**
 * Makes every nested object refuse unknown keys. Only objects are rebuilt: the settings keep no
 * arrays of objects, and rebuilding arrays or unions would drop their checks (product.lng min 1).
 */
function deepStrict<T extends z.ZodType>(schema: T): T {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    shape[key] = deepStrict(field);
  }
  // Same output type: strictness changes what is accepted, not what comes out.
  return z.strictObject(shape) as unknown as T;
}

const IMAGE_URL_PREFIX = '/images/';
const IMAGE_KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;

/**
 * A picture the settings point at: an image-store key, or '' for none. GET admin_site hands out
 * public addresses (/images/<key>), so a form sending back what it read is accepted too and
 * stored as the key.
 */
export const siteImageSchema = z
  .string()
  .trim()
  .max(300)
  .transform((value) =>
    value.startsWith(IMAGE_URL_PREFIX) ? value.slice(IMAGE_URL_PREFIX.length) : value,
  )
  .refine((key) => key === '' || IMAGE_KEY.test(key), 'an image key such as banners/home.webp');

const positiveSize = z.number().int().min(1).max(4000);
const sizedImage = z.strictObject({
  image: siteImageSchema,
  width: positiveSize,
  height: positiveSize,
});

/** A comma list with each language at most once: "eng,eng" would show the menu for one. */
const distinct = (codes: readonly string[]) => new Set(codes).size === codes.length;

const shopLanguagesSchema = z.strictObject({
  lng: siteSettingsSchema.shape.shop.shape.lng.refine(
    (value) => distinct(value.split(',')),
    'each language once',
  ),
});
const productLanguagesSchema = z.strictObject({
  lng: siteSettingsSchema.shape.product.shape.lng.refine(distinct, 'each language once'),
});

// The menu section's form edits the switches and the navbar's two lists; the footer's, its switches.
const MENU_KEYS = { ...MENU_FLAGS_ON, menuOrderL: true, menuOrderR: true } as const;
const FOOTER_KEYS = FOOTER_FLAGS_ON;

const s = siteSettingsSchema.shape;

/**
 * The caller's `email` and `token` a body may carry (spec 7) never reach these schemas: the
 * auth layer takes them out (server/http/body-credentials.ts). In admin_site_email, `email` is
 * the section.
 */
const write = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape);

/** admin_site_company: who the shop is and where it is found. */
export const adminSiteCompanySchema = write({
  company: deepStrict(
    companySchema.extend({
      logo: companySchema.shape.logo.extend({ image: siteImageSchema }),
    }),
  ),
  social: deepStrict(socialSchema),
});

/** admin_site_page: how pages look: the menu, banners, colours and the home page switches. */
export const adminSitePageSchema = write({
  navigation: deepStrict(navigationSchema.pick(MENU_KEYS)),
  banners: z.strictObject({
    home: z.strictObject({ XL: sizedImage, LG: sizedImage, MD: sizedImage, SM: sizedImage }),
    footerBanner: sizedImage,
  }),
  colors: deepStrict(s.colors),
  home: deepStrict(s.home),
});

/**
 * admin_site_cto: the title, whether the shop is open, sign-in, analytics and the returns
 * window. `returns` may be left out (a client that predates it): the stored window stays.
 */
export const adminSiteCtoSchema = write({
  titleDivider: s.titleDivider,
  showAppOnTitle: s.showAppOnTitle,
  shopActive: s.shopActive,
  login: deepStrict(s.login),
  analytics: deepStrict(s.analytics),
  returns: deepStrict(s.returns).optional(),
});

/** admin_site_cart: what the cart shows. */
export const adminSiteCartSchema = write({
  cart: deepStrict(cartSettingsSchema.extend({ footerImage: sizedImage })),
});

/** admin_site_product: the languages product content is kept in and the shop offers. */
export const adminSiteProductSchema = write({
  product: productLanguagesSchema,
  shop: shopLanguagesSchema,
});

/** admin_site_payment: which payment providers run, the currency and how tax is shown. */
export const adminSitePaymentSchema = write({ payment: deepStrict(s.payment) });

/** admin_site_seo: page headers, the default page title/description and meta texts per language. */
export const adminSiteSeoSchema = write({
  headers: deepStrict(s.headers),
  seo: deepStrict(s.seo),
  meta: deepStrict(s.meta),
});

/** admin_site_service: the footer's service links and contact details. */
export const adminSiteServiceSchema = write({
  navigation: deepStrict(navigationSchema.pick(FOOTER_KEYS)),
});

/** admin_site_email: who the shop's mail comes from and where order copies go. */
export const adminSiteEmailSchema = write({ email: deepStrict(s.email) });

/** Every write by the name it has after /api/admin_site_. */
export const ADMIN_SITE_WRITES = {
  company: adminSiteCompanySchema,
  page: adminSitePageSchema,
  cto: adminSiteCtoSchema,
  cart: adminSiteCartSchema,
  product: adminSiteProductSchema,
  payment: adminSitePaymentSchema,
  seo: adminSiteSeoSchema,
  service: adminSiteServiceSchema,
  email: adminSiteEmailSchema,
} as const;

export type AdminSiteWrite = keyof typeof ADMIN_SITE_WRITES;
