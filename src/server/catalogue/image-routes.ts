import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../../core/domain-error';
import { PICTURE_CACHE_CONTROL } from '../../core/images/picture-caching';
import { variantOf } from '../../core/images/picture-widths';
import {
  assertImageKey,
  getImageStore,
  InvalidImageKeyError,
  type StoredImage,
} from '../providers/images';
import { pictureVariant } from './picture-variant';

/**
 * A stored picture, or a narrower copy of one (`-w400.webp`) made from it: the build publishes
 * the copies of every picture it finds, so this serves those of pictures added since, once per
 * CDN cache (docs/decisions.md, "Issue 25.15: round 4").
 */
async function findImage(key: string): Promise<StoredImage | null> {
  const store = getImageStore();
  const image = await store.get(key);
  if (image) return image;
  const variant = variantOf(key);
  const picture = variant ? await store.get(variant.key) : null;
  if (!variant || !picture) return null;
  return { ...picture, bytes: await pictureVariant(picture.bytes, variant.width) };
}

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
  const image = await findImage(key);
  if (!image) throw notFound('That image');
  return c.body(new Uint8Array(image.bytes), 200, {
    'content-type': image.contentType,
    'cache-control': PICTURE_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
  });
});
