import { MAX_IMAGE_UPLOAD_BYTES } from '../../../core/images/upload-rules';

/** The server's own limit: checking first spares a long upload that can only fail. */
export { MAX_IMAGE_UPLOAD_BYTES };

export type ImageFileProblem = 'EMPTY' | 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE';

/**
 * Why a chosen file is not sent, or null when it may be. Spec 5: "Image upload is sent only
 * if the chosen file has data content." The type is the browser's guess from the name; the
 * server reads the real one from the bytes.
 */
export function imageFileProblem(
  file: { type: string; size: number },
  maxBytes: number = MAX_IMAGE_UPLOAD_BYTES,
): ImageFileProblem | null {
  if (file.size <= 0) return 'EMPTY';
  if (!file.type.startsWith('image/')) return 'NOT_AN_IMAGE';
  if (file.size > maxBytes) return 'IMAGE_TOO_LARGE';
  return null;
}
