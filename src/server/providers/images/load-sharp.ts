import type createSharp from 'sharp';

/**
 * sharp (a native library), loaded by the first picture made (an upload, a picture's copy),
 * not when the function starts: catalogue and cart calls never need it. Node gives CommonJS
 * sharp as `default`; the Parcel bundle of gatsby-node (the build publishes the copies) gives
 * its module.exports itself.
 */
export async function loadSharp(): Promise<typeof createSharp> {
  const loaded = (await import('sharp')) as { default?: typeof createSharp };
  return loaded.default ?? (loaded as unknown as typeof createSharp);
}
