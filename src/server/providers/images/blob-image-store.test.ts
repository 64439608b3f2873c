import { describe, expect, it } from 'vitest';
import { BlobImageStore, netlifyImagesBackend, type BlobBackend } from './blob-image-store';
import { InvalidImageKeyError } from './image-store';
import { imageStoreKind } from './index';

/**
 * An in-memory stand-in with the behaviour of @netlify/blobs that the store relies on: get and
 * getMetadata answer null for a missing key, delete answers nothing either way, list filters
 * by prefix in no promised order. Every call is recorded.
 */
class MemoryBlobs implements BlobBackend {
  readonly blobs = new Map<string, { data: ArrayBuffer; metadata: Record<string, unknown> }>();
  readonly calls: string[] = [];

  async set(key: string, data: ArrayBuffer, options: { metadata: Record<string, unknown> }) {
    this.calls.push(`set ${key}`);
    this.blobs.set(key, { data: data.slice(0), metadata: options.metadata });
    return { modified: true };
  }

  async get(key: string) {
    this.calls.push(`get ${key}`);
    return this.blobs.get(key)?.data.slice(0) ?? null;
  }

  async getMetadata(key: string) {
    this.calls.push(`getMetadata ${key}`);
    const blob = this.blobs.get(key);
    return blob ? { etag: 'x', metadata: blob.metadata } : null;
  }

  async delete(key: string) {
    this.calls.push(`delete ${key}`);
    this.blobs.delete(key);
  }

  async list({ prefix }: { prefix: string }) {
    this.calls.push(`list ${prefix}`);
    const keys = [...this.blobs.keys()].filter((key) => key.startsWith(prefix)).reverse();
    return { blobs: keys.map((key) => ({ key, etag: 'x' })), directories: [] };
  }
}

function storeWithBlobs() {
  const blobs = new MemoryBlobs();
  return { blobs, store: new BlobImageStore(blobs) };
}

describe('Netlify Blobs image store', () => {
  it('writes exactly the given bytes under the key, with the type in the metadata', async () => {
    const { blobs, store } = storeWithBlobs();
    // A view into a larger buffer: only its own three bytes may be stored.
    const view = new Uint8Array([9, 1, 2, 3, 9]).subarray(1, 4);
    await store.put('products/bag-1.webp', view, 'image/webp');

    const saved = blobs.blobs.get('products/bag-1.webp');
    expect(Array.from(new Uint8Array(saved!.data))).toEqual([1, 2, 3]);
    expect(saved!.metadata).toEqual({ contentType: 'image/webp' });
    const image = await store.get('products/bag-1.webp');
    expect(image?.contentType).toBe('image/webp');
    expect(Array.from(image?.bytes ?? [])).toEqual([1, 2, 3]);
  });

  it('answers null for a missing key and for one that is not an image type', async () => {
    const { blobs, store } = storeWithBlobs();
    expect(await store.get('gallery/none.webp')).toBeNull();
    blobs.blobs.set('notes/readme.txt', { data: new ArrayBuffer(1), metadata: {} });
    expect(await store.get('notes/readme.txt')).toBeNull();
    expect(blobs.calls).not.toContain('get notes/readme.txt');
  });

  it('says whether a delete removed something', async () => {
    const { blobs, store } = storeWithBlobs();
    await store.put('site/logo.png', new Uint8Array([1]), 'image/png');
    expect(await store.delete('site/logo.png')).toBe(true);
    expect(blobs.blobs.has('site/logo.png')).toBe(false);
    expect(await store.delete('site/logo.png')).toBe(false);
  });

  it('lists keys by prefix, sorted', async () => {
    const { store } = storeWithBlobs();
    for (const key of ['products/b.webp', 'products/a.webp', 'gallery/1.webp']) {
      await store.put(key, new Uint8Array([0]), 'image/webp');
    }
    expect(await store.list('products/')).toEqual(['products/a.webp', 'products/b.webp']);
    expect(await store.list('')).toEqual(['gallery/1.webp', 'products/a.webp', 'products/b.webp']);
  });

  it.each(['../secret.webp', '/etc/logo.webp', 'products//a.webp', 'Products/A.webp'])(
    'refuses the key %j without calling Netlify',
    async (key) => {
      const { blobs, store } = storeWithBlobs();
      await expect(store.put(key, new Uint8Array([1]), 'image/webp')).rejects.toBeInstanceOf(
        InvalidImageKeyError,
      );
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidImageKeyError);
      expect(blobs.calls).toEqual([]);
    },
  );

  it('refuses a type its extension does not name, and SVG, and a climbing prefix', async () => {
    const { blobs, store } = storeWithBlobs();
    await expect(store.put('site/logo.webp', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      /extension is for image\/webp/,
    );
    await expect(
      store.put('site/logo.svg', new Uint8Array([1]), 'image/svg+xml'),
    ).rejects.toBeInstanceOf(InvalidImageKeyError);
    await expect(store.list('../')).rejects.toBeInstanceOf(InvalidImageKeyError);
    expect(blobs.calls).toEqual([]);
  });

  it('the real backend needs a Netlify environment or a site id and token', () => {
    // Outside Netlify there is no blobs context: making the store must fail loudly, not write
    // somewhere unexpected.
    expect(() => netlifyImagesBackend({})).toThrow(/Netlify Blobs/);
    expect(() => netlifyImagesBackend({ NETLIFY_SITE_ID: 'site' })).toThrow(/Netlify Blobs/);
    expect(() =>
      netlifyImagesBackend({ NETLIFY_SITE_ID: 'site', NETLIFY_AUTH_TOKEN: 'token' }),
    ).not.toThrow();
  });
});

describe('imageStoreKind', () => {
  it('follows IMAGE_STORE when it is set', () => {
    expect(imageStoreKind({ IMAGE_STORE: 'blobs' }, false)).toBe('blobs');
    expect(imageStoreKind({ IMAGE_STORE: ' FS ' }, true)).toBe('fs');
    expect(() => imageStoreKind({ IMAGE_STORE: 's3' }, false)).toThrow(/IMAGE_STORE/);
  });

  it('uses Netlify Blobs where Netlify provides a blobs context, but not under netlify dev', () => {
    expect(imageStoreKind({}, true)).toBe('blobs');
    expect(imageStoreKind({ NETLIFY_DEV: 'true' }, true)).toBe('fs');
    expect(imageStoreKind({}, false)).toBe('fs');
    expect(imageStoreKind({ NETLIFY_BLOBS_CONTEXT: 'eyJ9' })).toBe('blobs');
    expect(imageStoreKind({ IMAGE_STORE: '' })).toBe('fs');
  });
});
