import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import {
  CDN_CACHE_CONTROL,
  CDN_VARY,
  dependsOnCaller,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  publicReadTags,
  type ApiRequest,
  type CacheTag,
} from '../../../core/cdn/cache-policy';
import type { AppEnv } from '../../http/env';

const CDN_HEADERS = ['Netlify-CDN-Cache-Control', 'Netlify-Cache-Tag', 'Netlify-Vary'];

/**
 * A strong ETag from the answer's bytes (SHA-1), and 304 with no body when If-None-Match names
 * it (weak comparison: `W/` prefixes and lists as RFC 9110 says). The 304 keeps the caching
 * headers, so a CDN that revalidates keeps its rules and tags.
 */
const entityTag = etag({
  retainedHeaders: [...RETAINED_304_HEADERS, ...CDN_HEADERS.map((h) => h.toLowerCase())],
});

function requestOf(c: Context): ApiRequest {
  return {
    method: c.req.method,
    path: c.req.path,
    query: (name) => c.req.query(name),
    hasAuthorization: c.req.header('authorization') !== undefined,
  };
}

function sharePublicly(c: Context, tags: readonly CacheTag[]): void {
  c.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  c.header('Netlify-CDN-Cache-Control', CDN_CACHE_CONTROL);
  c.header('Netlify-Cache-Tag', tags.join(','));
  c.header('Netlify-Vary', CDN_VARY);
}

/** Private: no shared cache may keep it, whatever a route set. */
function keepPrivate(c: Context): void {
  for (const name of CDN_HEADERS) c.header(name, undefined);
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
}

/**
 * The one rule for what may be cached (docs/decisions.md, "Cached public reads"): a successful
 * public read (its route's declared `cache`, publicReadTags) is kept by browsers, who revalidate, and by Netlify's CDN, under
 * its tags; an answer that depends on the caller (a write, a token) is `private, no-store`,
 * whatever a route said; any other answer keeps a header its route chose (pictures, the
 * OpenAPI document) or is private too.
 */
export function cacheHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = requestOf(c);
    const tags = publicReadTags(request, c.get('route')?.cache);
    if (tags) {
      await entityTag(c, async () => {
        await next();
        if (c.res.status === 200) sharePublicly(c, tags);
        else keepPrivate(c);
      });
      return;
    }
    await next();
    if (dependsOnCaller(request) || !c.res.headers.has('Cache-Control')) keepPrivate(c);
    else for (const name of CDN_HEADERS) c.header(name, undefined);
  };
}
