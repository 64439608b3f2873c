import type { Language } from '../routes/languages';
import { absoluteUrl, canonicalUrl } from './alternates';

/*
 * The schema.org objects every page may carry (breadcrumbs) and their serialisation. The
 * product's own object is product-json-ld.ts: its offer terms (delivery fees and days) are
 * needed by product pages only, so they stay out of the scripts every page loads (issue 25.15).
 */

export const SCHEMA = 'https://schema.org';

export interface BreadcrumbJsonLd {
  '@context': typeof SCHEMA;
  '@type': 'BreadcrumbList';
  itemListElement: {
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }[];
}

/**
 * schema.org BreadcrumbList: the trail from the home page, positions counted from 1. Google
 * wants absolute item URLs; give siteUrl to resolve site-relative ones.
 */
export function breadcrumbJsonLd(
  items: readonly { name: string; url: string }[],
  siteUrl?: string,
): BreadcrumbJsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl === undefined ? crumb.url : absoluteUrl(siteUrl, crumb.url),
    })),
  };
}

/**
 * The BreadcrumbList of a page's trail in one language: each crumb's site path becomes that
 * language's canonical address, the same one the crumb's page names as its own.
 */
export function pageTrailJsonLd(
  crumbs: readonly { name: string; path: string }[],
  siteUrl: string,
  language: Language,
): BreadcrumbJsonLd {
  return breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: canonicalUrl(siteUrl, crumb.path, language) })),
  );
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script type="application/ld+json"> body. A "</script>" or "<!--" inside a
 * product name would end or confuse the script element, so <, > and & become \u escapes,
 * which JSON parsers read back as the same characters; U+2028/2029 are escaped because
 * older JavaScript engines treat them as line ends inside strings.
 */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON value');
  return json.replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}
