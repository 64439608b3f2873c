import {
  parseTrustedProxies,
  resolveClientAddress,
  type TrustedProxies,
} from '../../core/security/client-address';
import { UNKNOWN_ADDRESS } from '../../core/security/unknown-address';
import { runsOnNetlify } from '../config/runtime';
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** Netlify's proxy sets it on every request it passes on, replacing whatever a client sent. */
const NETLIFY_CLIENT_HEADER = 'x-nf-client-connection-ip';

let parsed: { text: string | undefined; trusted: TrustedProxies } | undefined;

/** TRUSTED_PROXIES, read again only when it changes; a bad entry is reported once, trusted never. */
function trustedProxies(): TrustedProxies {
  const text = process.env.TRUSTED_PROXIES;
  if (parsed && parsed.text === text) return parsed.trusted;
  const trusted = parseTrustedProxies(text);
  if (trusted.invalid.length > 0) {
    console.warn(`TRUSTED_PROXIES: ignoring ${trusted.invalid.join(', ')}`);
  }
  parsed = { text, trusted };
  return trusted;
}

/**
 * The caller's address for throttling (docs/decisions.md, "Issue 28.2"). The peer is the client
 * Netlify's proxy saw where Netlify runs the function (its header cannot be chosen by a client
 * there, and is not believed anywhere else), else the socket's remote address the runtime gives.
 * X-Forwarded-For counts only as far as TRUSTED_PROXIES vouch for it. With no peer (the app
 * called in-process) every caller shares UNKNOWN_ADDRESS.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = runsOnNetlify() ? c.req.header(NETLIFY_CLIENT_HEADER) : c.env?.peerAddress;
  return (
    resolveClientAddress({
      peer,
      forwardedFor: c.req.header('x-forwarded-for'),
      trusted: trustedProxies(),
    }) ?? UNKNOWN_ADDRESS
  );
}
