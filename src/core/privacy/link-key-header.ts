/**
 * The header the shop's own client sends a mailed link's key in (activation, reset, /pay). The
 * spec's reads take it in the query (`?key1=`, `?key=`), and that keeps working; but an address
 * is written to every access log on the way, a header is not (issue 28.7).
 */
export const LINK_KEY_HEADER = 'Link-Key';
