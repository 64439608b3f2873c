import path from 'node:path';
import { dataDir } from '../../db/paths';
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

/**
 * The store this process uses: files under <DATA_DIR>/images. The folder is resolved on every
 * call (the store holds no state), so a test that moves DATA_DIR gets its own folder.
 *
 * TODO(images): add a Netlify Blobs store (@netlify/blobs, getStore('images')) and choose it
 * here when the functions run on Netlify, where the local file system is not shared between
 * function instances and does not outlive a deploy.
 */
export function getImageStore(): ImageStore {
  return new FsImageStore(path.join(dataDir(), 'images'));
}
