/** At most this many words of a search are looked for; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

/**
 * The words of a catalogue search, lower case, in the order typed: letters and digits in any
 * alphabet; every other character separates words (spaces, underscores of the route form,
 * hyphens, apostrophes).
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The other number of an English noun whose stem changes with it (scarf, scarves), which the
 * english stemmer keeps apart ('scarf', 'scarv'); '' when the word has none.
 */
export function otherNumber(word: string): string {
  if (word.length < 4) return '';
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('fe')) return `${word.slice(0, -2)}ves`;
  if (word.endsWith('f') && !word.endsWith('ff')) return `${word.slice(0, -1)}ves`;
  return '';
}
