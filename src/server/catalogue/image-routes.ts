import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../../core/domain-error';
import { assertImageKey, getImageStore, InvalidImageKeyError } from '../providers/images';

/**
 * A picture's address never shows other bytes: an upload is stored under a new key (a random
 * suffix, core/images/upload-rules.ts) and a replaced picture is a new upload, so browsers and
 * the CDN may keep it for a year (issue 25.14), like the build's hashed files.
 */
const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Serves the image store at /api/images/<key> (netlify.toml maps /images/* here). */
export const imageRoutes = new Hono<AppEnv>().get('/images/*', async (c) => {
  let key: string;
  try {
    // A malformed escape (%ZZ) names no image either: a URIError is a 404, not a 500.
    key = decodeURIComponent(c.req.path.replace(/^.*?\/images\//, ''));
    assertImageKey(key);
  } catch (err) {
    if (err instanceof InvalidImageKeyError || err instanceof URIError) {
      throw notFound('That image');
    }
    throw err;
  }
  const image = await getImageStore().get(key);
  if (!image) throw notFound('That image');
  return c.body(new Uint8Array(image.bytes), 200, {
    'content-type': image.contentType,
    'cache-control': PICTURE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  });
});
