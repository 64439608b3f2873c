import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { hasVariants, PICTURE_VARIANT_WIDTHS, variantKey } from '../core/images/picture-widths';
import { pictureVariant } from '../server/catalogue/picture-variant';
import { getImageStore, type ImageStore } from '../server/providers/images';

async function writePublic(publicDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const target = path.join(publicDir, 'images', key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
}

/**
 * One stored picture into public/images, with its narrower copies when it has some and the
 * store does not: made here unless an earlier build published them (a key never changes its
 * picture, so a published copy stays right; a Publish's rebuild makes only the new ones).
 */
async function publishOne(
  store: ImageStore,
  stored: ReadonlySet<string>,
  publicDir: string,
  key: string,
): Promise<void> {
  const image = await store.get(key);
  if (!image) return;
  await writePublic(publicDir, key, image.bytes);
  if (!hasVariants(key)) return;
  for (const width of PICTURE_VARIANT_WIDTHS) {
    const copy = variantKey(key, width);
    if (stored.has(copy) || existsSync(path.join(publicDir, 'images', copy))) continue;
    await writePublic(publicDir, copy, await pictureVariant(image.bytes, width));
  }
}

/**
 * Copies every stored picture into public/images, so the CDN serves them as static files next
 * to the pages (the function's /images route has preferStatic and answers only for pictures
 * added after the build). A product page's largest paint is its picture: a function call per
 * picture cost seconds on a phone. A product or gallery picture's narrower copies (the cards'
 * srcset) are published too. A few pictures at a time, as the seed renders them: while one
 * encodes, the next one is read.
 */
export async function publishImages(publicDir: string): Promise<number> {
  const store = getImageStore();
  const keys = await store.list('');
  const stored = new Set(keys);
  const workers = Math.max(1, Math.min(4, availableParallelism() * 2));
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let key = keys[next++]; key !== undefined; key = keys[next++]) {
        await publishOne(store, stored, publicDir, key);
      }
    }),
  );
  return keys.length;
}
