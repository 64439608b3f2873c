import React, { type CSSProperties } from 'react';
import { pictureSrcSet } from '../../core/images/picture-widths';

/**
 * A product picture at `size` pixels a side (product pictures are square), its place kept
 * before it loads; decorative unless given an `alt`. `lazy`: fetched only when near the view.
 * The browser picks the narrowest stored copy that fills `sizes` (default: `size` pixels), not
 * the 800 px picture for a thumbnail a tenth as wide.
 */
export function SquarePicture({
  src,
  size,
  alt = '',
  lazy = false,
  sizes,
  className,
  style,
}: {
  src: string;
  size: number;
  /** Its width on screen where that is not `size` pixels, as the sizes attribute says it. */
  sizes?: string;
  alt?: string;
  lazy?: boolean;
  className: string;
  style?: CSSProperties;
}) {
  return (
    <img
      src={src}
      srcSet={pictureSrcSet(src)}
      sizes={sizes ?? `${size}px`}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={className}
      style={style}
    />
  );
}
