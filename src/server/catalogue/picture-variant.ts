import { loadSharp } from '../providers/images/load-sharp';

/**
 * A stored picture's copy `width` pixels wide (never wider than the picture), as WebP at the
 * upload's quality. By width, not longest side: a srcset's `400w` must be 400 px wide.
 */
export async function pictureVariant(picture: Uint8Array, width: number): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const data = await sharp(picture)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return new Uint8Array(data);
}
