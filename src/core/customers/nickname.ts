/** Letters of any script, digits, spaces and a few marks people use in names. */
const PLAIN = /^[\p{L}\p{M}\p{N} ._'-]+$/u;
/** Looks like a web address even without "://": "example.com", "www.x". */
const ADDRESS_LIKE = /(^|[\s.])www\.|\.(com|net|org|info|ru|cn|xyz|top|io|it|co)(\b|$)/i;

/**
 * A nickname is shown beside reviews and greeted by name in the activation mail sent to any
 * address typed in: it may be a name, never a link or markup someone mails to a stranger.
 */
export function isPlainNickname(nickName: string): boolean {
  return PLAIN.test(nickName) && !ADDRESS_LIKE.test(nickName);
}
