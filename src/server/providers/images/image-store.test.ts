import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getImageStore, imageUrl, InvalidImageKeyError } from './index';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('file-system image store', () => {
  let dir: string;
  let previousDataDir: string | undefined;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'image-store-'));
    previousDataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = dir;
  });

  afterEach(async () => {
    if (previousDataDir === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previousDataDir;
    await rm(dir, { recursive: true, force: true });
  });

  it('stores under <DATA_DIR>/images and reads back bytes and type', async () => {
    const store = getImageStore();
    await store.put('products/bg-001-1.webp', bytes(1, 2, 3), 'image/webp');

    expect(await readdir(path.join(dir, 'images', 'products'))).toEqual(['bg-001-1.webp']);
    const image = await store.get('products/bg-001-1.webp');
    expect(image?.contentType).toBe('image/webp');
    expect(Array.from(image?.bytes ?? [])).toEqual([1, 2, 3]);
  });

  it('overwrites an existing key', async () => {
    const store = getImageStore();
    await store.put('site/logo.png', bytes(1), 'image/png');
    await store.put('site/logo.png', bytes(9, 9), 'image/png');
    expect(Array.from((await store.get('site/logo.png'))?.bytes ?? [])).toEqual([9, 9]);
  });

  it('answers null for a missing image or a folder', async () => {
    const store = getImageStore();
    await store.put('gallery/1.webp', bytes(1), 'image/webp');
    expect(await store.get('gallery/2.webp')).toBeNull();
    expect(await store.get('nothing/here.webp')).toBeNull();
    expect(await store.get('gallery')).toBeNull();
  });

  it('deletes an image and says whether there was one', async () => {
    const store = getImageStore();
    await store.put('gallery/1.webp', bytes(1), 'image/webp');
    expect(await store.delete('gallery/1.webp')).toBe(true);
    expect(await store.delete('gallery/1.webp')).toBe(false);
    expect(await store.get('gallery/1.webp')).toBeNull();
    expect(await store.delete('gallery')).toBe(false);
  });

  it('lists keys by prefix, sorted, across folders', async () => {
    const store = getImageStore();
    expect(await store.list('')).toEqual([]);
    for (const key of ['products/bg-002-1.webp', 'products/bg-001-2.webp', 'gallery/1.webp']) {
      await store.put(key, bytes(0), 'image/webp');
    }
    await store.put('products/lg-001-1.webp', bytes(0), 'image/webp');

    expect(await store.list('products/')).toEqual([
      'products/bg-001-2.webp',
      'products/bg-002-1.webp',
      'products/lg-001-1.webp',
    ]);
    expect(await store.list('products/bg-')).toEqual([
      'products/bg-001-2.webp',
      'products/bg-002-1.webp',
    ]);
    expect(await store.list('')).toHaveLength(4);
    expect(await store.list('videos/')).toEqual([]);
  });

  it.each([
    '',
    '../secret.webp',
    'products/../../etc/passwd.webp',
    '/etc/logo.webp',
    'products//a.webp',
    'Products/A.webp',
    'products/a b.webp',
    'products\\a.webp',
    'products/.hidden.webp',
    'products/a.webp?x=1',
  ])('refuses the key %j', async (key) => {
    const store = getImageStore();
    await expect(store.put(key, bytes(1), 'image/webp')).rejects.toBeInstanceOf(
      InvalidImageKeyError,
    );
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
  });

  it('refuses a prefix that climbs out of the store', async () => {
    await expect(getImageStore().list('../')).rejects.toBeInstanceOf(InvalidImageKeyError);
  });

  it('refuses a write whose extension does not match its type, and SVG', async () => {
    const store = getImageStore();
    await expect(store.put('site/logo.webp', bytes(1), 'image/png')).rejects.toThrow(
      /extension is for image\/webp/,
    );
    await expect(store.put('site/logo.svg', bytes(1), 'image/svg+xml')).rejects.toThrow(
      /unknown image extension/,
    );
  });
});

describe('imageUrl', () => {
  it('puts the key under /images/', () => {
    expect(imageUrl('products/bg-001-1.webp')).toBe('/images/products/bg-001-1.webp');
  });

  it('refuses an invalid key', () => {
    expect(() => imageUrl('../x.webp')).toThrow(InvalidImageKeyError);
  });
});
