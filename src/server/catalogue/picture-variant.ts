import type createSharp from 'sharp';

/**
 * sharp (a native library) loads with the first copy made, not when the function starts. Node
 * gives CommonJS sharp as `default`; the Parcel bundle of gatsby-node (the build publishes the
 * copies) gives its module.exports itself.
 */
async function loadSharp(): Promise<typeof createSharp> {
  const loaded = (await import('sharp')) as { default?: typeof createSharp };
  return loaded.default ?? (loaded as unknown as typeof createSharp);
}

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
