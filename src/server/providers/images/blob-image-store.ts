import { getStore } from '@netlify/blobs';
import { CheckedImageStore } from './image-store';

/**
 * The few calls of a Netlify Blobs store this backend makes. The real store (getStore) is one;
 * tests pass an in-memory one, so the key handling is checked without Netlify.
 */
export interface BlobBackend {
  set(
    key: string,
    data: ArrayBuffer,
    options: { metadata: Record<string, unknown> },
  ): Promise<unknown>;
  /** null when there is no blob under that key. */
  get(key: string, options: { type: 'arrayBuffer' }): Promise<ArrayBuffer | null>;
  getMetadata(key: string): Promise<{ metadata: Record<string, unknown> } | null>;
  delete(key: string): Promise<void>;
  /** Without `paginate`, every page at once. */
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

export const BLOB_STORE_NAME = 'images';

/** The blobs context Netlify gives its functions and builds, as @netlify/blobs reads it. */
function environmentContext(): Record<string, unknown> {
  const encoded = globalThis.netlifyBlobsContext || process.env.NETLIFY_BLOBS_CONTEXT;
  if (typeof encoded !== 'string' || !encoded) return {};
  try {
    const context: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof context === 'object' && context !== null
      ? (context as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * A site-wide store (it outlives deploys, unlike a deploy store). Read with strong consistency
 * where Netlify offers it (functions), so the admin screen shows a picture right after the
 * upload; the library refuses strong reads where it is not offered. Away from Netlify,
 * NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN give API access (e.g. seeding from a laptop).
 */
export function netlifyImagesBackend(env: NodeJS.ProcessEnv = process.env): BlobBackend {
  const strong = typeof environmentContext().uncachedEdgeURL === 'string';
  const { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: token } = env;
  return getStore({
    name: BLOB_STORE_NAME,
    ...(strong ? { consistency: 'strong' as const } : {}),
    ...(siteID && token ? { siteID, token } : {}),
  });
}

/**
 * Images in Netlify Blobs, for the functions on Netlify, whose file system is neither shared
 * between instances nor kept after a deploy. Same keys and rules as the file store; the
 * content type also goes into the blob's metadata, for the Netlify UI and CLI.
 */
export class BlobImageStore extends CheckedImageStore {
  constructor(private readonly backend: BlobBackend = netlifyImagesBackend()) {
    super();
  }

  protected async write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    // slice(): exactly these bytes, not the whole buffer a view may sit in.
    const data = bytes.slice().buffer;
    await this.backend.set(key, data, { metadata: { contentType: contentType.toLowerCase() } });
  }

  protected async read(key: string): Promise<Uint8Array | null> {
    const data = await this.backend.get(key, { type: 'arrayBuffer' });
    return data ? new Uint8Array(data) : null;
  }

  protected async remove(key: string): Promise<boolean> {
    // A blob store's delete says nothing about what was there; the interface promises it.
    if (!(await this.backend.getMetadata(key))) return false;
    await this.backend.delete(key);
    return true;
  }

  protected async keysFrom(prefix: string): Promise<string[]> {
    const { blobs } = await this.backend.list({ prefix });
    return blobs.map((blob) => blob.key);
  }
}
