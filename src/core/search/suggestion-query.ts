import { catalogueSearchQuery, type CatalogueSearchQuery } from './catalogue-search-query';
import { sanitiseSearchTerm, searchTextFromRoute } from './search-term';

/** Issue 18: suggestions start after two characters of real text. */
export const SUGGEST_MIN_CHARS = 2;
/** Up to six products (products?rows=6&search=...). */
export const SUGGEST_PRODUCT_ROWS = 6;
/** Categories and brands listed under the products, each. */
export const SUGGEST_NAME_LIMIT = 3;

/**
 * The text the suggestions search for, as the search page would (spec 5: non-alphanumeric runs
 * become underscores for the route; underscores become spaces when calling the catalogue), or
 * null while it is shorter than two characters, so "a" or "!!" asks nothing.
 */
export function suggestionText(typed: string): string | null {
  const route = sanitiseSearchTerm(typed);
  if (route === null) return null;
  const text = searchTextFromRoute(route);
  return [...text].length >= SUGGEST_MIN_CHARS ? text : null;
}

/** The products query for the suggestions: the search page's own question, six rows. */
export function suggestionProductsQuery(text: string): string {
  const query: CatalogueSearchQuery = catalogueSearchQuery(text);
  return new URLSearchParams({ rows: String(SUGGEST_PRODUCT_ROWS), ...query }).toString();
}
