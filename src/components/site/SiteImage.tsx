import React, { type CSSProperties } from 'react';

/**
 * A picture the site settings keep with its size (the logo, a banner, the footer's images),
 * its width and height reserving its place before it loads. `lazy`: below the fold, fetched
 * when near and decoded off the main thread; `priority`: the page's largest paint.
 */
export function SiteImage({
  image,
  alt,
  lazy = false,
  priority = false,
  className,
  style,
}: {
  /** The size is left out where the settings hold no usable one. */
  image: { image: string; width?: number | undefined; height?: number | undefined };
  alt: string;
  lazy?: boolean;
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <img
      src={image.image}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      style={style}
    />
  );
}
