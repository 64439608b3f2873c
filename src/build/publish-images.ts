import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getImageStore } from '../server/providers/images';

/**
 * Copies every stored picture into public/images, so the CDN serves them as static files next
 * to the pages (the function's /images route has preferStatic and answers only for pictures
 * added after the build). A product page's largest paint is its picture: a function call per
 * picture cost seconds on a phone.
 */
export async function publishImages(publicDir: string): Promise<number> {
  const store = getImageStore();
  const keys = await store.list('');
  for (const key of keys) {
    const image = await store.get(key);
    if (!image) continue;
    const target = path.join(publicDir, 'images', key);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, image.bytes);
  }
  return keys.length;
}
