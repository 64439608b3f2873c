import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, type Language } from '../routes/languages';
import { SHOP_PRODUCTS_PATH } from '../routes/shop-routes';
import { normalisePath, offeredLanguages } from './alternates';
import { isPrivatePath } from './private-paths';

/** What the build knows of a page (Gatsby's SitePage node, i18n context already narrowed). */
export interface SitemapSourcePage {
  path: string;
  matchPath?: string | null;
  pageContext: { i18n?: { originalPath: string; language: string }; lastmod?: string };
}

/** One page of the sitemap with the languages it exists in. */
export interface SitemapPage {
  originalPath: string;
  languages: Language[];
  /** When its content last changed (ISO 8601), when the build knows: products and lists. */
  lastmod?: string;
}

const NOT_FOUND_PATHS = new Set(['/404', '/404.html', '/dev-404-page']);

/** Thank-you pages reached only after a form: an entry from search would be a lie. */
const AFTER_ACTION_PATHS = new Set(['/contacted']);

/**
 * Storefront search results (/shop/{term}) are endless variations of the catalogue; the product
 * list itself (/shop/products) is a real page.
 */
const isSearchPath = (path: string) => path.startsWith('/shop/') && path !== SHOP_PRODUCTS_PATH;

export function belongsInSitemap(originalPath: string): boolean {
  const path = normalisePath(originalPath);
  return (
    !NOT_FOUND_PATHS.has(path) &&
    !AFTER_ACTION_PATHS.has(path) &&
    !isPrivatePath(path) &&
    !isSearchPath(path)
  );
}

/** A page the i18n plugin did not see: its language is read from its address. */
function fromPath(path: string): { originalPath: string; language: string } {
  const normalised = normalisePath(path);
  const prefixed = SITE_LANGUAGES.find(
    (lng) =>
      lng !== DEFAULT_SITE_LANGUAGE &&
      (normalised === `/${lng}` || normalised.startsWith(`/${lng}/`)),
  );
  if (!prefixed) return { originalPath: normalised, language: DEFAULT_SITE_LANGUAGE };
  return { originalPath: normalised.slice(prefixed.length + 1) || '/', language: prefixed };
}

/**
 * The pages a search engine should find, each once with its language versions. Client-only
 * pages (matchPath) are skipped: their content is drawn in the browser for one visitor.
 * `languages` limits the result to the languages the shop offers, since a page built in a
 * language the shop switched off would redirect.
 */
export function sitemapPages(
  pages: readonly SitemapSourcePage[],
  languages: readonly string[] = SITE_LANGUAGES,
): SitemapPage[] {
  const offered = offeredLanguages(languages);
  const byPath = new Map<string, Set<Language>>();
  const changed = new Map<string, string>();
  for (const page of pages) {
    if (page.matchPath) continue;
    const { originalPath, language } = page.pageContext.i18n ?? fromPath(page.path);
    const path = normalisePath(originalPath);
    const known = offered.find((lng) => lng === language);
    if (!known || !belongsInSitemap(path)) continue;
    const versions = byPath.get(path) ?? new Set<Language>();
    versions.add(known);
    byPath.set(path, versions);
    const lastmod = page.pageContext.lastmod;
    const before = changed.get(path);
    if (lastmod && (before === undefined || lastmod > before)) changed.set(path, lastmod);
  }
  return [...byPath.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([originalPath, versions]) => {
      const lastmod = changed.get(originalPath);
      return {
        originalPath,
        languages: offered.filter((lng) => versions.has(lng)),
        ...(lastmod ? { lastmod } : {}),
      };
    });
}
