/**
 * Narrower copies of a product or gallery picture, beside the stored picture itself (at most
 * 800 px): a list card is 175–320 px wide, so a phone or a desktop at 1× takes a copy a
 * quarter or half the size instead of the 800 px picture (issue 25.15, round 4). Named by
 * width after the picture's key: `products/x.webp` → `products/x-w400.webp`.
 */
export const PICTURE_VARIANT_WIDTHS = [200, 400] as const;

/**
 * The longest side a product or gallery picture is stored at (upload-rules' IMAGE_LONGEST_SIDE
 * takes it from here; this module is in the storefront's first scripts, the upload rules not),
 * and what the stored picture counts as in a srcset.
 */
export const PICTURE_FULL_WIDTH = 800;

const WITH_VARIANTS = /^(products|gallery)\/[^/]+\.webp$/;
const VARIANT = /^(.+)-w(\d+)\.webp$/;
const THUMBNAIL = /-thumb\.webp$/;

const isVariantWidth = (width: number) =>
  (PICTURE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** Whether a stored key is a picture that has narrower copies (not a thumbnail or a copy). */
export function hasVariants(key: string): boolean {
  if (!WITH_VARIANTS.test(key) || THUMBNAIL.test(key)) return false;
  const variant = VARIANT.exec(key);
  return !variant || !isVariantWidth(Number(variant[2]));
}

/** The key of a picture's copy `width` pixels wide. */
export function variantKey(key: string, width: number): string {
  if (!hasVariants(key) || !isVariantWidth(width)) throw new Error(`no ${width} px copy: ${key}`);
  return key.replace(/\.webp$/, `-w${width}.webp`);
}

/** The picture and width a copy's key names, or undefined when it names no copy. */
export function variantOf(key: string): { key: string; width: number } | undefined {
  const match = VARIANT.exec(key);
  if (!match) return undefined;
  const base = `${match[1]}.webp`;
  const width = Number(match[2]);
  return hasVariants(base) && isVariantWidth(width) ? { key: base, width } : undefined;
}

/**
 * A picture address's srcset (its copies and itself, by width), or undefined for an address
 * that has no copies (a banner, an outside address, an empty one): then src alone.
 */
export function pictureSrcSet(url: string): string | undefined {
  const key = url.startsWith('/images/') ? url.slice('/images/'.length) : '';
  if (!hasVariants(key)) return undefined;
  const copies = PICTURE_VARIANT_WIDTHS.map((w) => `/images/${variantKey(key, w)} ${w}w`);
  return [...copies, `${url} ${PICTURE_FULL_WIDTH}w`].join(', ');
}
