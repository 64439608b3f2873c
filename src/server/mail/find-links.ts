// Sentence punctuation after a link in running text is not part of it.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Every distinct http(s) address in a text, in order of appearance. */
export function findLinks(text: string): string[] {
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING_PUNCTUATION, ''));
  return [...new Set(found)];
}
