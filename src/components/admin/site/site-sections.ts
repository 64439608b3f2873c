import type { SITE_WRITE_ROUTES } from '../../../server/admin/site/admin-site-routes';
import { FOOTER_FLAGS, MENU_FLAGS } from './site-fields';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../core/routes/languages';

/**
 * The screen's sections, each saved by one admin_site_<write> call with the whole sections
 * (or, for navigation, the menu or footer keys) it owns: docs/api-admin.md "Site settings".
 */
export const SITE_SECTIONS = [
  'company',
  'page',
  'shop',
  'cart',
  'languages',
  'payment',
  'seo',
  'service',
  'email',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** The write's name after admin_site_ (SITE_WRITE_ROUTES in server/admin/site). */
export type SiteWrite = keyof typeof SITE_WRITE_ROUTES;

/**
 * Fields shown together under one legend. A bilingual group lists its English paths
 * (`seo.eng.title`); the form shows each beside its Italian twin.
 */
export interface FieldGroup {
  name: string;
  paths: readonly string[];
  bilingual?: boolean;
}

interface SectionPlan {
  write: SiteWrite;
  groups: readonly FieldGroup[];
  /**
   * Fields the write carries but the screen does not show: the contract keeps them, the shop
   * gives them no effect (docs/decisions.md, "Issue 26.4: settings that did nothing", "Issue
   * 26.4: every setting and where it shows"). The
   * form sends them back as stored.
   */
  kept?: readonly string[];
}

const under = (prefix: string, names: readonly string[]) => names.map((n) => `${prefix}.${n}`);
const sized = (prefix: string) => under(prefix, ['image', 'width', 'height']);

export const SECTION_PLANS: Readonly<Record<SiteSection, SectionPlan>> = {
  company: {
    write: 'company',
    groups: [
      { name: 'company', paths: ['company.name'] },
      {
        name: 'address',
        paths: under('company.address', ['line1', 'line2', 'city', 'region', 'code', 'country']),
      },
      {
        name: 'contact',
        paths: under('company.contact', ['emailContact', 'helpline', 'whatsApp']),
      },
      {
        name: 'logo',
        paths: [...sized('company.logo'), 'company.logo.align', 'company.logo.showLogo'],
      },
      {
        name: 'social',
        paths: under('social', ['facebook', 'twitter', 'google', 'instagram', 'pinterest']),
      },
    ],
    kept: ['company.header'],
  },
  page: {
    write: 'page',
    groups: [
      { name: 'menu', paths: under('navigation', MENU_FLAGS) },
      { name: 'menuOrder', paths: ['navigation.menuOrderL', 'navigation.menuOrderR'] },
      {
        name: 'banners',
        paths: [
          ...sized('banners.home.XL'),
          ...sized('banners.home.LG'),
          ...sized('banners.home.MD'),
          ...sized('banners.home.SM'),
          ...sized('banners.footerBanner'),
        ],
      },
      {
        name: 'colors',
        paths: under('colors', ['front', 'back', 'highlight', 'fontSize', 'fontWeight', 'align']),
      },
      { name: 'home', paths: under('home', ['showSearch', 'showCart', 'showFooterBanner']) },
    ],
  },
  shop: {
    write: 'cto',
    groups: [
      { name: 'title', paths: ['titleDivider', 'showAppOnTitle'] },
      { name: 'shop', paths: ['shopActive'] },
      { name: 'returns', paths: ['returns.days'] },
    ],
    kept: ['login.useLogin', 'analytics.gaKey'],
  },
  cart: {
    write: 'cart',
    groups: [
      { name: 'cart', paths: ['cart.showItem', 'cart.showPrice'] },
      { name: 'footerImage', paths: sized('cart.footerImage') },
    ],
  },
  languages: {
    write: 'product',
    groups: [{ name: 'languages', paths: ['shop.lng'] }],
    kept: ['product.lng'],
  },
  payment: {
    write: 'payment',
    groups: [
      {
        name: 'payment',
        paths: under('payment', ['paypal', 'stripe', 'currency', 'taxIncluded']),
      },
    ],
  },
  seo: {
    write: 'seo',
    groups: [
      { name: 'headers', paths: under('headers.eng', ['home', 'shop']), bilingual: true },
      { name: 'seo', paths: under('seo.eng', ['title', 'description']), bilingual: true },
      { name: 'meta', paths: under('meta.eng', ['keywords', 'author']), bilingual: true },
    ],
  },
  service: {
    write: 'service',
    groups: [{ name: 'footer', paths: under('navigation', FOOTER_FLAGS) }],
  },
  email: {
    write: 'email',
    groups: [{ name: 'email', paths: under('email', ['fromName', 'fromAddress', 'orderCopyTo']) }],
  },
};

/** A bilingual path in another language: `seo.eng.title` → `seo.ita.title`. */
export const inLanguage = (path: string, lng: ContentLanguage): string =>
  path.replace('.eng.', `.${lng}.`);

/** Every path a section's form shows, Italian twins included. */
export function shownPaths(section: SiteSection): string[] {
  return SECTION_PLANS[section].groups.flatMap((group) =>
    group.bilingual
      ? CONTENT_LANGUAGES.flatMap((lng) => group.paths.map((path) => inLanguage(path, lng)))
      : [...group.paths],
  );
}

/** Every path a section's form holds and its write sends: those shown and those kept. */
export function sectionPaths(section: SiteSection): string[] {
  return [...shownPaths(section), ...(SECTION_PLANS[section].kept ?? [])];
}

/** A section name, e.g. from a link. */
export function isSiteSection(value: string): value is SiteSection {
  return (SITE_SECTIONS as readonly string[]).includes(value);
}
