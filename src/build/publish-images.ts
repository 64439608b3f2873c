import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hasVariants, PICTURE_VARIANT_WIDTHS, variantKey } from '../core/images/picture-widths';
import { pictureVariant } from '../server/catalogue/picture-variant';
import { getImageStore } from '../server/providers/images';

async function writePublic(publicDir: string, key: string, bytes: Uint8Array): Promise<void> {
  const target = path.join(publicDir, 'images', key);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes);
}

/**
 * Copies every stored picture into public/images, so the CDN serves them as static files next
 * to the pages (the function's /images route has preferStatic and answers only for pictures
 * added after the build). A product page's largest paint is its picture: a function call per
 * picture cost seconds on a phone. A product or gallery picture's narrower copies (list cards'
 * srcset) are made here when the store has none, so every picture the pages name has them.
 */
export async function publishImages(publicDir: string): Promise<number> {
  const store = getImageStore();
  const keys = await store.list('');
  const stored = new Set(keys);
  for (const key of keys) {
    const image = await store.get(key);
    if (!image) continue;
    await writePublic(publicDir, key, image.bytes);
    if (!hasVariants(key)) continue;
    for (const width of PICTURE_VARIANT_WIDTHS) {
      const copy = variantKey(key, width);
      if (!stored.has(copy))
        await writePublic(publicDir, copy, await pictureVariant(image.bytes, width));
    }
  }
  return keys.length;
}
