import { localisedPath } from '../routes/shop-routes';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type Language } from '../routes/languages';

export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/**
 * One spelling per page: the same URL must come out of the canonical link, the hreflang links
 * and the sitemap, or search engines see three pages. The site is built with
 * trailingSlash: 'never', so only the root keeps its slash; a query string or fragment never
 * identifies a different page here.
 */
export function normalisePath(path: string): string {
  const bare = path.replace(/[?#].*$/s, '').replace(/\/{2,}/g, '/');
  const rooted = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = rooted.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * A site-relative address made absolute, as canonical links, sitemaps and structured data
 * require. Resolving through URL percent-encodes what a route may hold beyond ASCII
 * (toRouteName keeps à, è, ù) without encoding an existing %XX twice. The site URL is joined
 * as text, not resolved, so a site served under a sub-path keeps it. An invalid siteUrl
 * throws: a build must not publish pages pointing at a broken host.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return new URL(path).href;
  const base = siteUrl.replace(/\/+$/, '');
  return new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`).href;
}

/** The page's own address in one language, from its unprefixed (original) path. */
export function canonicalUrl(siteUrl: string, originalPath: string, language: Language): string {
  // The URL layout is fixed by the build (English unprefixed), whatever the shop's default.
  const path = localisedPath(normalisePath(originalPath), language, DEFAULT_SITE_LANGUAGE);
  return absoluteUrl(siteUrl, path);
}

/** The known languages among those given, once each, in the site's order. */
export function offeredLanguages(languages: readonly string[]): Language[] {
  return SITE_LANGUAGES.filter((language) => languages.includes(language));
}

/**
 * hreflang links for every offered version of a page, each pointing at its own URL, plus
 * x-default for visitors whose language the shop does not offer: English when offered (the
 * unprefixed site), else the first offered. A page offered in one language gets none, since
 * hreflang pairs versions and a lone version has nothing to pair with.
 */
export function hreflangAlternates(
  siteUrl: string,
  originalPath: string,
  languages: readonly string[],
): Alternate[] {
  const offered = offeredLanguages(languages);
  const [first] = offered;
  if (first === undefined || offered.length < 2) return [];
  const fallback = offered.includes(DEFAULT_SITE_LANGUAGE) ? DEFAULT_SITE_LANGUAGE : first;
  return [
    ...offered.map((language) => ({
      hrefLang: language,
      href: canonicalUrl(siteUrl, originalPath, language),
    })),
    { hrefLang: 'x-default', href: canonicalUrl(siteUrl, originalPath, fallback) },
  ];
}
