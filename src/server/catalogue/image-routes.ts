import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../../core/domain-error';
import { PICTURE_CACHE_CONTROL } from '../../core/images/picture-caching';
import { assertImageKey, getImageStore, InvalidImageKeyError } from '../providers/images';

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
