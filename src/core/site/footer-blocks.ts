import { categoryName } from '../catalogue/category-menu';
import { categoryPath } from '../routes/shop-routes';
import type { CategoryEntry, PublicSiteSettings } from './shop-data';
import type { ContentLanguage } from '../routes/languages';

/**
 * Spec section 2: "The footer has four optional blocks, each switched by a navigation flag:
 * company (contact email link, helpline, WhatsApp link, address, social links), service
 * (contact, about, delivery partners, returns policy, terms), shop (main categories linking to
 * /category/{name}), and cart summary (empty message when there is no cart). It also has a
 * security seal, an optional footer banner and a copyright line."
 *
 * This module decides what shows; the footer components only render the plan.
 */

export interface ContactLink {
  /** What the visitor reads: the address or number as the shop wrote it. */
  text: string;
  href: string;
}

export interface CompanyContacts {
  email?: ContactLink;
  helpline?: ContactLink;
  whatsApp?: ContactLink;
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'pinterest', 'twitter', 'google'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names are not translated. */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  twitter: 'X (Twitter)',
  google: 'Google',
};

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export interface FooterCompanyBlock extends CompanyContacts {
  /** Postal address lines, empty lines dropped; none when the address is off or blank. */
  address: string[];
  social: SocialLink[];
}

export const SERVICE_LINKS = [
  { key: 'contact', path: '/contact' },
  { key: 'about', path: '/about' },
  { key: 'delivery', path: '/delivery_terms' },
  { key: 'returns', path: '/returns_policy' },
  { key: 'terms', path: '/terms' },
] as const;
export type ServiceLink = (typeof SERVICE_LINKS)[number];

export interface ShopLink {
  id: number;
  /** The category's name in the page's language. */
  name: string;
  path: string;
}

export interface FooterCart {
  totalItems: number;
  /** Integer cents, like every amount the API sends. */
  totalPrice: number;
  currency: string;
}

export type FooterCartBlock =
  { kind: 'empty' } | (FooterCart & { kind: 'summary'; showItems: boolean; showPrice: boolean });

export interface FooterImage {
  image: string;
  /** Absent when the settings hold no usable size (0). */
  width?: number;
  height?: number;
}

export interface FooterPlan {
  company: FooterCompanyBlock | null;
  service: ServiceLink[] | null;
  shop: ShopLink[] | null;
  cart: FooterCartBlock | null;
  /** cart.footerImage, shown beside the cart summary. */
  cartImage: FooterImage | null;
  banner: FooterImage | null;
}

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** "+39 02 0000 1234" → "tel:+390200001234": dialers want no spaces, and keep a leading +. */
export function telHref(phone: string): string | undefined {
  const digits = digitsOf(phone);
  if (digits === '') return undefined;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** WhatsApp's click-to-chat link takes the full international number as digits only. */
export function whatsAppHref(phone: string): string | undefined {
  const digits = digitsOf(phone);
  return digits === '' ? undefined : `https://wa.me/${digits}`;
}

/**
 * Only http(s) addresses become links, so a mistyped or hostile value in the settings
 * ("javascript:…", "www.example" without a scheme) never turns into a clickable link.
 */
export function webUrl(url: string): string | undefined {
  const text = url.trim();
  if (text === '') return undefined;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The company's ways to be reached, whatever the footer flags say (the closed-shop notice). */
export function companyContacts(company: PublicSiteSettings['company']): CompanyContacts {
  const contacts: CompanyContacts = {};
  const email = company.contact.emailContact.trim();
  if (email !== '') contacts.email = { text: email, href: `mailto:${email}` };
  const helpline = company.contact.helpline.trim();
  const tel = telHref(helpline);
  if (tel) contacts.helpline = { text: helpline, href: tel };
  const whatsApp = company.contact.whatsApp.trim();
  const chat = whatsAppHref(whatsApp);
  if (chat) contacts.whatsApp = { text: whatsApp, href: chat };
  return contacts;
}

/** Italian order ("20121 Milano (MI)"): the sample shop and most addresses it shows are Italian. */
export function addressLines(address: PublicSiteSettings['company']['address']): string[] {
  const town = [address.code.trim(), address.city.trim()].filter(Boolean).join(' ');
  const region = address.region.trim();
  const townLine = region === '' ? town : town === '' ? region : `${town} (${region})`;
  return [address.line1.trim(), address.line2.trim(), townLine, address.country.trim()].filter(
    (line) => line !== '',
  );
}

export function socialLinks(social: PublicSiteSettings['social']): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = webUrl(social[network]);
    return href ? [{ network, label: SOCIAL_LABELS[network], href }] : [];
  });
}

function companyBlock(site: PublicSiteSettings): FooterCompanyBlock | null {
  const nav = site.navigation;
  const { email, helpline, whatsApp } = companyContacts(site.company);
  const block: FooterCompanyBlock = {
    address: nav.footerAddress ? addressLines(site.company.address) : [],
    social: socialLinks(site.social),
  };
  if (nav.footerEmail && email) block.email = email;
  if (nav.footerTel && helpline) block.helpline = helpline;
  // WhatsApp has no flag of its own in the settings: the number being set is the switch.
  if (whatsApp) block.whatsApp = whatsApp;
  const empty =
    !block.email &&
    !block.helpline &&
    !block.whatsApp &&
    block.address.length === 0 &&
    block.social.length === 0;
  // A heading over nothing is noise for screen readers, so an empty block is dropped.
  return empty ? null : block;
}

function serviceBlock(site: PublicSiteSettings): ServiceLink[] | null {
  const nav = site.navigation;
  const shown: Record<ServiceLink['key'], boolean> = {
    contact: nav.footerContact,
    about: nav.footerAbout,
    // The delivery partners page has no flag of its own: it shows whenever the block does.
    delivery: true,
    returns: nav.footerReturns,
    terms: nav.footerTerms,
  };
  return SERVICE_LINKS.filter((link) => shown[link.key]);
}

function shopBlock(categories: CategoryEntry[], language: ContentLanguage): ShopLink[] | null {
  const links = categories
    .filter((category) => category.mainCat)
    .map((category) => ({
      id: category._id,
      name: categoryName(category, language),
      // Routes use English names, so both languages' pages share a path.
      path: categoryPath(category.name),
    }));
  return links.length === 0 ? null : links;
}

function cartBlock(site: PublicSiteSettings, cart: FooterCart | null): FooterCartBlock {
  if (!cart || cart.totalItems <= 0) return { kind: 'empty' };
  return {
    kind: 'summary',
    totalItems: cart.totalItems,
    totalPrice: cart.totalPrice,
    currency: cart.currency,
    // The cart section's showItem/showPrice switches apply to every cart summary, this one too.
    showItems: site.cart.showItem,
    showPrice: site.cart.showPrice,
  };
}

function image(picture: { image: string; width: number; height: number }): FooterImage | null {
  if (picture.image.trim() === '') return null;
  const sized = picture.width > 0 && picture.height > 0;
  return sized
    ? { image: picture.image, width: picture.width, height: picture.height }
    : { image: picture.image };
}

export function footerPlan(
  site: PublicSiteSettings,
  categories: CategoryEntry[],
  language: ContentLanguage,
  cart: FooterCart | null,
): FooterPlan {
  const nav = site.navigation;
  return {
    company: nav.footerCompany ? companyBlock(site) : null,
    service: nav.footerService ? serviceBlock(site) : null,
    shop: nav.footerShop ? shopBlock(categories, language) : null,
    cart: nav.footerCart ? cartBlock(site, cart) : null,
    cartImage: nav.footerCart ? image(site.cart.footerImage) : null,
    banner: site.home.showFooterBanner ? image(site.banners.footerBanner) : null,
  };
}

/** "© 2025 Borse & Viaggi Srl" */
export function copyrightText(companyName: string, year: number): string {
  return `© ${year} ${companyName}`.trim();
}
