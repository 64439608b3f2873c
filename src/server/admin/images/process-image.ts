import type { Metadata, Sharp } from 'sharp';
import {
  MAX_IMAGE_PIXELS,
  sniffImageFormat,
  THUMBNAIL_SIZE,
  type UploadImageFormat,
} from '../../../core/images/upload-rules';
import { loadSharp } from '../../providers/images/load-sharp';
import { imageTooLarge, notAnImage } from './image-errors';

export interface WebpImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  picture: WebpImage;
  thumbnail: WebpImage;
}

/** libvips reports AVIF as HEIF with AV1 compression; HEIC (HEVC) stays 'heif' and is refused. */

function decodedFormat(meta: Metadata): string {
  return meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
}

async function readMetadata(bytes: Uint8Array, expected: UploadImageFormat): Promise<Metadata> {
  let meta: Metadata;
  try {
    const sharp = await loadSharp();
    meta = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  // The first bytes and the decoder must agree: a PNG header glued onto an SVG is neither.
  if (decodedFormat(meta) !== expected || !meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw imageTooLarge();
  return meta;
}

async function toWebp(input: Sharp, longestSide: number, quality: number): Promise<WebpImage> {
  const { data, info } = await input
    .resize({
      width: longestSide,
      height: longestSide,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * An uploaded file as the shop stores it: a WebP whose longest side is at most longestSide and
 * a 200 px thumbnail, upright (EXIF orientation applied) and without the camera's metadata
 * (sharp writes none unless asked, which also drops GPS positions). Anything that is not a
 * JPEG, PNG, WebP, GIF or AVIF picture is refused with 400 NOT_AN_IMAGE, a canvas over the
 * pixel limit with 413 IMAGE_TOO_LARGE.
 */
export async function processImage(
  bytes: Uint8Array,
  longestSide: number,
): Promise<ProcessedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  await readMetadata(bytes, format);
  // limitInputPixels again here: the pipeline is what actually allocates the pixels.
  const sharp = await loadSharp();
  const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'truncated' }).rotate();
  try {
    const [picture, thumbnail] = await Promise.all([
      toWebp(input.clone(), longestSide, 80),
      toWebp(input.clone(), THUMBNAIL_SIZE, 75),
    ]);
    return { picture, thumbnail };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw imageTooLarge();
    // A header that promised a picture over data that does not decode (truncated, corrupt).
    throw notAnImage();
  }
}
