import { randomBytes } from 'node:crypto';
import {
  IMAGE_LONGEST_SIDE,
  MAX_IMAGE_UPLOAD_BYTES,
  parseDataUri,
  uploadKeys,
} from '../../../core/images/upload-rules';
import type { AdminImageUpload } from '../../../core/validation/admin-image';
import { badRequest } from '../../../core/domain-error';
import { imageUrl, type ImageStore } from '../../providers/images';
import { imageTooLarge } from './image-errors';
import { processImage } from './process-image';
import type { UploadedImage } from './uploaded-image-answer';

const WEBP = 'image/webp';

/** The file's bytes; the size is judged from the base64 length, before anything is decoded. */
function decodeDataUri(dataUri: string): Uint8Array {
  const parsed = parseDataUri(dataUri);
  if (!parsed.ok) {
    const message = `Not a base64 data URI: ${parsed.reason}`;
    throw badRequest(`Invalid body field "chosenFile.data_uri": ${message}`, [
      { field: 'chosenFile.data_uri', message },
    ]);
  }
  if (parsed.byteLength > MAX_IMAGE_UPLOAD_BYTES) throw imageTooLarge();
  return new Uint8Array(Buffer.from(parsed.base64, 'base64'));
}

/**
 * POST admin_image: checks and converts the file, then stores the picture and its thumbnail
 * under new keys. Nothing is stored unless both were made; a failed thumbnail write removes
 * the picture again, so no half upload stays behind.
 */
export async function uploadImage(
  store: ImageStore,
  { chosenFile, folder }: AdminImageUpload,
): Promise<UploadedImage> {
  const bytes = decodeDataUri(chosenFile.data_uri);
  const { picture, thumbnail } = await processImage(bytes, IMAGE_LONGEST_SIDE[folder]);
  const { key, thumbKey } = uploadKeys(folder, chosenFile.name, randomBytes(5).toString('hex'));
  await store.put(key, picture.bytes, WEBP);
  try {
    await store.put(thumbKey, thumbnail.bytes, WEBP);
  } catch (err) {
    await store.delete(key).catch(() => false);
    throw err;
  }
  return {
    key,
    url: imageUrl(key),
    width: picture.width,
    height: picture.height,
    thumbUrl: imageUrl(thumbKey),
  };
}
