/**
 * The query parameters of the shop's mailed links that work as a key (activation, reset, the
 * newsletter's, and `key` of a /pay link).
 */
const KEY_PARAMETER = /([?&](?:key1|key|token|confirm|unsubscribe)=)[^&\s"'<>]+/g;

/**
 * A text with every mailed link's key hidden: a copy of a mail (a data export file, a log) then
 * cannot be used to activate, reset or unsubscribe in someone's name.
 */
export function withoutLinkKeys(text: string): string {
  return text.replace(KEY_PARAMETER, '$1…');
}
