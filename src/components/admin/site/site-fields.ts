import { CONTENT_LANGUAGES } from '../../../core/routes/languages';

/**
 * Every field the Site Settings screen edits, by its path in the site settings, with the limits
 * src/core/validation/admin-site.ts sets on the server. The client keeps its own copy (the
 * validation library stays out of the browser's bundle); the server checks again and wins.
 */
export type SiteField =
  /** `format` names the problem shown when `pattern` does not match. */
  | { kind: 'text'; max: number; pattern?: RegExp; format?: string; multiline?: boolean }
  | { kind: 'email' }
  | { kind: 'color' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'check' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'image' }
  /** A navbar order: some of NAVIGATION_ITEMS, each once. */
  | { kind: 'order' }
  /** Languages, at least one, each once: an array, or "eng,ita" when `joined`. */
  | { kind: 'languages'; joined: boolean };

const text = (
  max: number,
  extra: { pattern?: RegExp; format?: string; multiline?: boolean } = {},
): SiteField => ({
  kind: 'text',
  max,
  ...extra,
});
const check: SiteField = { kind: 'check' };
const email: SiteField = { kind: 'email' };
const color: SiteField = { kind: 'color' };
const image: SiteField = { kind: 'image' };
const int = (min: number, max: number): SiteField => ({ kind: 'int', min, max });
const choice = (...options: string[]): SiteField => ({ kind: 'choice', options });
const ALIGN = choice('left', 'center', 'right');

/** A picture with its size: the write takes whole numbers of at least 1. */
const sized = (prefix: string, max: number): Record<string, SiteField> => ({
  [`${prefix}.image`]: image,
  [`${prefix}.width`]: int(1, max),
  [`${prefix}.height`]: int(1, max),
});

const perLanguage = (
  section: string,
  fields: Record<string, SiteField>,
): Record<string, SiteField> =>
  Object.fromEntries(
    CONTENT_LANGUAGES.flatMap((lng) =>
      Object.entries(fields).map(([name, field]) => [`${section}.${lng}.${name}`, field]),
    ),
  );

export const MENU_FLAGS = [
  'menuBrand',
  'menuCategory',
  'menuGallery',
  'menuVideo',
  'menuBlog',
  'menuProduct',
  'menuAbout',
] as const;

export const FOOTER_FLAGS = [
  'footerCompany',
  'footerService',
  'footerShop',
  'footerCart',
  'footerEmail',
  'footerTel',
  'footerAddress',
  'footerContact',
  'footerAbout',
  'footerTerms',
  'footerReturns',
] as const;

const flags = (prefix: string, names: readonly string[]): Record<string, SiteField> =>
  Object.fromEntries(names.map((name) => [`${prefix}.${name}`, check]));

export const SITE_FIELDS: Readonly<Record<string, SiteField>> = {
  'company.name': text(120),
  'company.header': text(200),
  'company.address.line1': text(200),
  'company.address.line2': text(200),
  'company.address.city': text(100),
  'company.address.region': text(100),
  'company.address.code': text(20),
  'company.address.country': text(100),
  'company.contact.emailContact': email,
  'company.contact.helpline': text(40),
  'company.contact.whatsApp': text(40),
  ...sized('company.logo', 2000),
  'company.logo.align': ALIGN,
  'company.logo.showLogo': check,
  'social.facebook': text(300),
  'social.twitter': text(300),
  'social.google': text(300),
  'social.instagram': text(300),
  'social.pinterest': text(300),

  ...flags('navigation', MENU_FLAGS),
  'navigation.menuOrderL': { kind: 'order' },
  'navigation.menuOrderR': { kind: 'order' },
  ...sized('banners.home.XL', 4000),
  ...sized('banners.home.LG', 4000),
  ...sized('banners.home.MD', 4000),
  ...sized('banners.home.SM', 4000),
  ...sized('banners.footerBanner', 4000),
  'colors.front': color,
  'colors.back': color,
  'colors.highlight': color,
  'colors.fontSize': text(4, { pattern: /^\d{1,2}(px|rem|em)$/, format: 'fontSize' }),
  'colors.fontWeight': choice('normal', 'bold', '300', '400', '500', '600', '700'),
  'colors.align': ALIGN,
  'home.showSearch': check,
  'home.showCart': check,
  'home.showFooterBanner': check,

  titleDivider: text(5),
  showAppOnTitle: check,
  shopActive: check,
  'login.useLogin': check,
  'analytics.gaKey': text(40),
  // EU law's 14 days at least; core/account/returns-window keeps the same bounds.
  'returns.days': int(14, 365),

  'cart.showItem': check,
  'cart.showPrice': check,
  // The write takes up to 4000, the stored settings up to 2000: the smaller keeps both happy.
  ...sized('cart.footerImage', 2000),

  'product.lng': { kind: 'languages', joined: false },
  'shop.lng': { kind: 'languages', joined: true },

  'payment.paypal': check,
  'payment.stripe': check,
  'payment.currency': choice('EUR', 'GBP', 'USD', 'ZAR'),
  'payment.taxIncluded': check,

  ...perLanguage('headers', { home: text(200), shop: text(200) }),
  ...perLanguage('seo', { title: text(200), description: text(500, { multiline: true }) }),
  ...perLanguage('meta', { keywords: text(500, { multiline: true }), author: text(120) }),

  ...flags('navigation', FOOTER_FLAGS),

  'email.fromName': text(120),
  'email.fromAddress': email,
  'email.orderCopyTo': email,
};

/** The field at a path; the sections only name paths listed above. */
export function siteField(path: string): SiteField {
  const field = SITE_FIELDS[path];
  if (!field) throw new Error(`No site settings field ${path}`);
  return field;
}
