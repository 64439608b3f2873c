import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES } from '../routes/languages';
import { absoluteUrl, canonicalUrl, hreflangAlternates } from './alternates';
import { ADMIN_PREFIX, PRIVATE_PATHS } from './private-paths';
import type { SitemapPage } from './sitemap-pages';

/** The protocol's limit per file; beyond it a sitemap index is needed (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** One <url> entry per language version of each page, with its lastmod when known. */
function urlEntries(pages: readonly SitemapPage[], siteUrl: string): UrlEntry[] {
  return pages.flatMap((page) => {
    const alternates = hreflangAlternates(siteUrl, page.originalPath, page.languages);
    const links = alternates.map(
      (alt) =>
        `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
    );
    return page.languages.map((language) => ({
      lastmod: page.lastmod,
      xml: [
        '  <url>',
        `    <loc>${escapeXml(canonicalUrl(siteUrl, page.originalPath, language))}</loc>`,
        ...(page.lastmod ? [`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    }));
  });
}

interface UrlEntry {
  xml: string;
  lastmod?: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

function urlset(entries: readonly UrlEntry[]): string {
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => entry.xml),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * sitemap.xml with one <url> per language version, each listing every version (itself
 * included) and x-default, as Google asks for hreflang in sitemaps. <lastmod> only where the
 * build knows when the content changed (a product's last write; a list's newest product): a
 * made-up date, such as the build's, teaches crawlers to ignore it (issue 25.13).
 */
export function sitemapXml(pages: readonly SitemapPage[], siteUrl: string): string {
  const entries = urlEntries(pages, siteUrl);
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new RangeError(
      `${entries.length} URLs exceed the sitemap limit of ${MAX_SITEMAP_URLS}: split it with an index`,
    );
  }
  return urlset(entries);
}

/** The index's name, which robots.txt names whether it lists addresses or other sitemaps. */
export const SITEMAP_FILE = 'sitemap.xml';

/** The n-th part of a split sitemap (1-based): sitemap-1.xml, sitemap-2.xml… */
export const sitemapPartFile = (n: number) => `sitemap-${n}.xml`;
export const SITEMAP_PART = /^sitemap-\d+\.xml$/;

/** The newest of the dates (ISO 8601, same offset as the build writes them), if any. */
const newest = (dates: (string | undefined)[]) =>
  dates.reduce<string | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

/**
 * The sitemap files of the site: sitemap.xml alone up to `limit` addresses (the protocol's
 * 50,000); past it, sitemap.xml becomes a sitemap index (sitemaps.org) of sitemap-1.xml,
 * sitemap-2.xml… of `limit` addresses each, each part's <lastmod> its newest address's.
 */
export function sitemapFiles(
  pages: readonly SitemapPage[],
  siteUrl: string,
  limit = MAX_SITEMAP_URLS,
): { file: string; xml: string }[] {
  const entries = urlEntries(pages, siteUrl);
  if (entries.length <= limit) return [{ file: SITEMAP_FILE, xml: urlset(entries) }];
  const parts = Array.from({ length: Math.ceil(entries.length / limit) }, (_, i) =>
    entries.slice(i * limit, (i + 1) * limit),
  );
  const index = [
    XML_DECLARATION,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map((part, i) => {
      const lastmod = newest(part.map((entry) => entry.lastmod));
      return [
        '  <sitemap>',
        `    <loc>${escapeXml(absoluteUrl(siteUrl, `/${sitemapPartFile(i + 1)}`))}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n');
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
  return [
    { file: SITEMAP_FILE, xml: index },
    ...parts.map((part, i) => ({ file: sitemapPartFile(i + 1), xml: urlset(part) })),
  ];
}

/**
 * Private paths that are the start of a public page's name: /returns and /returns_policy. A
 * bare "Disallow: /returns" would block the policy too, so these get exact patterns ("$" ends
 * a pattern in RFC 9309, Google and Bing) for the page, its sub-pages and its query strings.
 */
const PREFIX_OF_PUBLIC_PAGE = new Set<string>(['/returns']);

function patterns(path: string): string[] {
  return PREFIX_OF_PUBLIC_PAGE.has(path) ? [`${path}$`, `${path}/`, `${path}?`] : [path];
}

/** A plain prefix already blocks /checkout_complete through /checkout: one line is enough. */
const coveredByPrefix = (path: string) =>
  PRIVATE_PATHS.some(
    (other) => other !== path && !PREFIX_OF_PUBLIC_PAGE.has(other) && path.startsWith(other),
  );

function disallowRules(): string[] {
  const paths = [ADMIN_PREFIX, ...PRIVATE_PATHS.filter((path) => !coveredByPrefix(path))];
  return SITE_LANGUAGES.flatMap((language) =>
    paths.flatMap(patterns).map((pattern) => {
      const prefixed = language === DEFAULT_SITE_LANGUAGE ? pattern : `/${language}${pattern}`;
      return `Disallow: ${prefixed}`;
    }),
  );
}

/**
 * robots.txt: everything may be crawled except the API and the private areas (account,
 * cart, checkout and payment returns, back office), which are drawn in the browser for one
 * signed-in visitor and hold nothing to index; the major shop platforms block the same.
 *
 * Storefront search results (/shop/{term}) are not blocked here: a blocked page's noindex
 * is never read, so a linked search URL could still be listed. Instead those pages carry
 * <meta name="robots" content="noindex"> and stay crawlable, so the products they link to
 * are found and the result pages themselves drop out.
 *
 * The Allow line comes last because old first-match parsers would otherwise stop at it;
 * RFC 9309 parsers pick the longest match, so its place does not matter to them.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    ...disallowRules(),
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(siteUrl, `/${SITEMAP_FILE}`)}`,
    '',
  ].join('\n');
}
