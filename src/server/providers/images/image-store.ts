/**
 * Where product pictures, banners, gallery images and the logo live. Keys are relative paths
 * such as `products/bg-001-1.webp`; the database keeps keys, never URLs, so the store can move
 * (local folder today, a blob store in production) without rewriting rows.
 */
export interface StoredImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface ImageStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no image under that key. */
  get(key: string): Promise<StoredImage | null>;
  /** true when an image was removed, false when there was none. */
  delete(key: string): Promise<boolean>;
  /** Every key that starts with prefix ('' lists all), sorted. */
  list(prefix: string): Promise<string[]>;
}

/**
 * Only raster types: an uploaded SVG served from the shop's own origin could carry script.
 * The extension decides the type, because a plain folder has nowhere else to keep it.
 */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
};

export class InvalidImageKeyError extends Error {
  constructor(key: string, reason: string) {
    super(`invalid image key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidImageKeyError';
  }
}

const KEY_CHARACTERS = /^[a-z0-9/_.-]+$/;
const MAX_KEY_LENGTH = 300;

/**
 * Keys reach the store from admin uploads and from /images/* request paths, so they are checked
 * here, once, for every backend: no traversal, no absolute paths, no hidden files, nothing a URL
 * or a file system would read differently.
 */
export function assertImageKey(key: string): void {
  if (key.length === 0) throw new InvalidImageKeyError(key, 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidImageKeyError(key, 'too long');
  if (!KEY_CHARACTERS.test(key)) {
    throw new InvalidImageKeyError(key, 'only a-z, 0-9, "/", "_", "." and "-" are allowed');
  }
  if (key.startsWith('/')) throw new InvalidImageKeyError(key, 'absolute path');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidImageKeyError(key, 'empty path segment');
    // Covers "." and ".." as well as hidden files, which the store uses for partial writes.
    if (segment.startsWith('.')) throw new InvalidImageKeyError(key, 'segment starts with "."');
  }
}

/** A list prefix is a key, a folder ending in '/', or '' for everything. */
export function assertImagePrefix(prefix: string): void {
  if (prefix === '') return;
  assertImageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** The content type a key's extension stands for, or undefined when it is not an image type. */
export function contentTypeForKey(key: string): string | undefined {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return undefined;
  return IMAGE_CONTENT_TYPES[key.slice(dot + 1)];
}

/**
 * Checks a key before a write: besides being a valid key, its extension must name the type
 * being stored, so what is served later under that key has the type the bytes really are.
 */
export function assertImageWrite(key: string, contentType: string): void {
  assertImageKey(key);
  const expected = contentTypeForKey(key);
  if (!expected) throw new InvalidImageKeyError(key, 'unknown image extension');
  if (expected !== contentType.toLowerCase()) {
    throw new InvalidImageKeyError(key, `extension is for ${expected}, not ${contentType}`);
  }
}

/** The public address of an image: the site serves /images/* through the API. */
export function imageUrl(key: string): string {
  assertImageKey(key);
  return `/images/${key}`;
}

/** imageUrl for optional pictures: no key (no banner, no logo) stays an empty string. */
export function optionalImageUrl(key: string): string {
  return key ? imageUrl(key) : '';
}

/**
 * What every backend shares: a key is checked before the backend sees it, a picture is served
 * as the type its extension names (what put checked), and a listing is the keys under the
 * prefix, sorted. A backend only stores and finds bytes by checked key.
 */
export abstract class CheckedImageStore implements ImageStore {
  /** Stores the bytes under a checked key whose extension matches contentType. */
  protected abstract write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under a checked key, or null. */
  protected abstract read(key: string): Promise<Uint8Array | null>;
  /** Removes a checked key's picture; false when there was none. */
  protected abstract remove(key: string): Promise<boolean>;
  /** Keys starting with a checked prefix (may hold more: they are filtered and sorted here). */
  protected abstract keysFrom(prefix: string): Promise<string[]>;

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertImageWrite(key, contentType);
    await this.write(key, bytes, contentType);
  }

  async get(key: string): Promise<StoredImage | null> {
    assertImageKey(key);
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    const bytes = await this.read(key);
    return bytes ? { bytes, contentType } : null;
  }

  async delete(key: string): Promise<boolean> {
    assertImageKey(key);
    return this.remove(key);
  }

  async list(prefix: string): Promise<string[]> {
    assertImagePrefix(prefix);
    return (await this.keysFrom(prefix)).filter((key) => key.startsWith(prefix)).sort();
  }
}
