/**
 * Issue 18: when the catalogue corrected a typed word it answers `searchedFor`, the query as
 * corrected (lower case); the search page then says "Showing results for {searchedFor}". The
 * notice is shown only for a real correction: an absent, blank or non-text value, or one that is
 * the typed text again (case, accents and spacing aside), says nothing, so the page never claims
 * a correction the shopper did not get.
 */
const comparable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_]+/g, ' ')
    .trim()
    .toLocaleLowerCase();

export function correctedSearch(searchedFor: unknown, typed: string): string | null {
  if (typeof searchedFor !== 'string') return null;
  const corrected = searchedFor.replace(/\s+/g, ' ').trim();
  if (corrected === '' || comparable(corrected) === comparable(typed)) return null;
  return corrected;
}
