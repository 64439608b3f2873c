import { routeIn, type Language } from '../../core/routes/languages';

const DEFAULT_SITE_URL = 'http://localhost:8888';

/**
 * The site's public address. Netlify sets URL to the site's main address on every build and
 * function; locally `netlify dev` serves on port 8888. Empty counts as unset (a copied
 * .env.example leaves `URL=`).
 */
export function siteUrl(): string {
  const url = process.env.URL?.trim() || DEFAULT_SITE_URL;
  return url.replace(/\/+$/, '');
}

/**
 * An absolute link into the site in the reader's language: English pages have no prefix,
 * Italian ones live under /it (the i18n plugin's layout). Parameters are URL-encoded, so a
 * token or an email address survives the trip through a mail client.
 */
export function siteLink(lng: Language, path: string, params?: Record<string, string>): string {
  const route = path.startsWith('/') ? path : `/${path}`;
  const prefixed = routeIn(lng, route);
  const url = new URL(`${siteUrl()}${prefixed}`);
  for (const [name, value] of Object.entries(params ?? {})) url.searchParams.set(name, value);
  return url.toString();
}
