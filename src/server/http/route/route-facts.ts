import type { CacheTag, ReadCachePolicy } from '../../../core/cdn/cache-policy';
import type { Access } from '../openapi/operation';
import type { CredentialKey } from '../../../core/security/credential-key';

/**
 * What the shop does around a call besides answering it, declared with the call itself
 * (defineRoute) so that a new call states it in one place instead of in lists keyed by path.
 */
export interface RouteFacts {
  /**
   * A public read a shared cache (Netlify's CDN) may keep, and the data its answer shows
   * (core/cdn/cache-policy.ts). Without it the answer is private.
   */
  cache?: ReadCachePolicy;
  /**
   * A write: the CDN tags its success purges, the data it changed (every kept read showing
   * it goes). Required on every admin write (routeFactProblems): a call that forgot it would
   * leave stale answers behind. Empty when no public read shows what it writes.
   */
  purges?: readonly CacheTag[];
  /**
   * A write: whether its success leaves the published static site behind the database (the
   * back office then offers to publish). Required on every admin write, as `purges` is.
   */
  changesPages?: boolean;
  /**
   * Body fields of the call's own under a credential's name (a supplier's `email`): there the
   * body never carries that credential (http/body-credentials.ts).
   */
  ownBodyFields?: readonly CredentialKey[];
}

interface Declared extends RouteFacts {
  method: string;
  path: string;
  access: Access;
}

const isWrite = (method: string) => method !== 'GET';

/** What is wrong with a declaration's facts; defineRoute refuses a route with any. */
export function routeFactProblems(route: Declared): string[] {
  const problems: string[] = [];
  const write = isWrite(route.method);
  if (write && route.access === 'admin') {
    if (route.purges === undefined) problems.push('an admin write must say what it purges');
    if (route.changesPages === undefined)
      problems.push('an admin write must say whether it changes the pages');
  }
  if (!write && (route.purges !== undefined || route.changesPages !== undefined))
    problems.push('a read neither purges nor changes the pages');
  if (route.cache && (write || route.access === 'customer' || route.access === 'admin'))
    problems.push('only a public or visitor read may be kept by a shared cache');
  if (route.ownBodyFields && !write) problems.push('a read has no body');
  return problems.map((problem) => `${route.method} ${route.path}: ${problem}`);
}
