import path from 'node:path';
import { dataDir } from '../../config/paths';
import { BlobImageStore } from './blob-image-store';
import { FsImageStore } from './fs-image-store';
import type { ImageStore } from './image-store';

export {
  assertImageKey,
  contentTypeForKey,
  imageUrl,
  optionalImageUrl,
  IMAGE_CONTENT_TYPES,
  InvalidImageKeyError,
  type ImageStore,
  type StoredImage,
} from './image-store';
export { FsImageStore } from './fs-image-store';
export { BlobImageStore, type BlobBackend } from './blob-image-store';

export type ImageStoreKind = 'fs' | 'blobs';

/**
 * Which store to use. IMAGE_STORE (fs or blobs) decides when set. Otherwise Netlify Blobs
 * wherever Netlify gave the process a blobs context (deployed functions and, when Netlify
 * provides it, the build), except under `netlify dev`: its local blob sandbox would hide the
 * sample pictures the seed wrote to <DATA_DIR>/images.
 */
export function imageStoreKind(
  env: Readonly<Record<string, string | undefined>> = process.env,
  hasBlobsContext: boolean = Boolean(globalThis.netlifyBlobsContext || env.NETLIFY_BLOBS_CONTEXT),
): ImageStoreKind {
  const chosen = env.IMAGE_STORE?.trim().toLowerCase();
  if (chosen === 'fs' || chosen === 'blobs') return chosen;
  if (chosen) throw new Error(`IMAGE_STORE must be "fs" or "blobs", not ${JSON.stringify(chosen)}`);
  return hasBlobsContext && env.NETLIFY_DEV !== 'true' ? 'blobs' : 'fs';
}

/**
 * The store this process uses (see imageStoreKind). Resolved on every call (the stores hold
 * no state), so a test that moves DATA_DIR gets its own folder.
 */
export function getImageStore(): ImageStore {
  if (imageStoreKind() === 'blobs') return new BlobImageStore();
  return new FsImageStore(path.join(dataDir(), 'images'));
}
