import type { Context } from 'hono';
import { LINK_KEY_HEADER } from '../../core/privacy/link-key-header';

export { LINK_KEY_HEADER };

/** What the document says of the header on the routes that take it. */
export const LINK_KEY_HEADER_NOTE =
  'The link’s key, instead of the query’s: the shop’s client sends it here, out of access logs.';

/** The link's key: the Link-Key header when sent, else the query field the spec names. */
export function linkKeyOf(c: Context, queryField: 'key1' | 'key'): string {
  return (c.req.header(LINK_KEY_HEADER) ?? c.req.query(queryField) ?? '').trim();
}
