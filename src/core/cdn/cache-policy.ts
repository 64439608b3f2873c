/**
 * Which API answers a shared cache (Netlify's CDN) may keep, and under which tags. A tag names
 * the data an answer shows, so a write purges the tags of the data it changed and every answer
 * showing that data goes with it (purge-tags.ts).
 */
export const CACHE_TAGS = [
  'site',
  'brands',
  'categories',
  'colors',
  'styles',
  'countries',
  'shippers',
  'tax-rates',
  'galleries',
  'videos',
  'products',
  'reviews',
  'posts',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

/** Browsers keep the answer but ask again every time (a 304 when the ETag still matches). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Everything that depends on who asks, every write and every error. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The CDN keeps an answer a minute and may serve it up to five more while it asks again. Purges
 * make writes show at once; the minute only bounds what a missed or failed purge can cost.
 * `durable`: one copy shared by every edge node, so a cold node does not call the function.
 */
export const CDN_FRESH_SECONDS = 60;
export const CDN_STALE_SECONDS = 300;
export const CDN_CACHE_CONTROL = `public, s-maxage=${CDN_FRESH_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}, durable`;

/**
 * The CDN keys on the whole address (query string included) by default. Keyed on the
 * Authorization header too, a signed-in caller never receives a visitor's kept answer: the call
 * reaches the function, which answers it privately. (The site sends no token on public reads.)
 */
export const CDN_VARY = 'header=Authorization';

/**
 * A public read's cache policy, declared with its route (http/route/route-facts.ts): the data
 * its answer shows, so a write that changes any of it purges it. `privateWhen` names the asks
 * whose answer is an administrator's (the products list in admin mode), never shared.
 */
export interface ReadCachePolicy {
  tags: readonly CacheTag[];
  privateWhen?: (query: QueryReader) => boolean;
}

/** A query parameter's value, undefined when absent. */
export type QueryReader = (name: string) => string | undefined;

export interface ApiRequest {
  method: string;
  /** The path with its /api prefix. */
  path: string;
  query: QueryReader;
  hasAuthorization: boolean;
}

const READS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/**
 * Whether the answer may depend on the caller: any write, and any call that carries a token
 * (the Authorization header, or `token` in the query as admin reads may send it).
 */
export function dependsOnCaller(request: ApiRequest): boolean {
  return (
    !READS.has(request.method.toUpperCase()) ||
    request.hasAuthorization ||
    request.query('token') !== undefined
  );
}

/** Admin mode, and any status but active, are administrators' product lists. */
export function asksForAdminProducts(query: QueryReader): boolean {
  const status = query('status');
  return query('admin') === 'true' || (status !== undefined && status !== 'A');
}

/**
 * The tags of a call a shared cache may keep (a public read that no caller can change), or
 * null. `policy` is the matched route's; a call without one is never kept. Only a successful
 * answer is kept; the middleware checks that.
 */
export function publicReadTags(
  request: ApiRequest,
  policy: ReadCachePolicy | undefined,
): readonly CacheTag[] | null {
  if (!policy || dependsOnCaller(request)) return null;
  if (policy.privateWhen?.(request.query)) return null;
  return policy.tags;
}
