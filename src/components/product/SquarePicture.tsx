import React, { type CSSProperties } from 'react';

/**
 * A product picture at `size` pixels a side (product pictures are square), its place kept
 * before it loads; decorative unless given an `alt`. `lazy`: fetched only when near the view.
 */
export function SquarePicture({
  src,
  size,
  alt = '',
  lazy = false,
  className,
  style,
}: {
  src: string;
  size: number;
  alt?: string;
  lazy?: boolean;
  className: string;
  style?: CSSProperties;
}) {
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      className={className}
      style={style}
    />
  );
}
