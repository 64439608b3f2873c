/** The query parameters of the shop's mailed links that work as a key (activation, reset…). */
const KEY_PARAMETER = /([?&](?:key1|token|confirm|unsubscribe)=)[^&\s"'<>]+/g;

/**
 * A text with every mailed link's key hidden: a copy of a mail (a data export file, a log) then
 * cannot be used to activate, reset or unsubscribe in someone's name.
 */
export function withoutLinkKeys(text: string): string {
  return text.replace(KEY_PARAMETER, '$1…');
}
