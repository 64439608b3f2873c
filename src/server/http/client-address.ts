import { UNKNOWN_ADDRESS } from '../../core/security/unknown-address';
import type { Context } from 'hono';

/**
 * The caller's address for throttling. Netlify sets x-nf-client-connection-ip on every request
 * (a client cannot choose it); x-forwarded-for is the usual proxy header elsewhere (first entry:
 * the client). Without either (local runs) every caller shares UNKNOWN_ADDRESS.
 */
export function clientAddress(c: Context): string {
  const netlify = c.req.header('x-nf-client-connection-ip')?.trim();
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  // An address is at most 45 characters (IPv6); a longer header is cut, not trusted to be short.
  return (netlify || forwarded || UNKNOWN_ADDRESS).slice(0, 64);
}
