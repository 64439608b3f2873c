import React from 'react';
import { pictureSrcSet } from '../../core/images/picture-widths';

/**
 * A product's picture at the top of its card: 400 px square, the browser choosing among its
 * widths for `sizes`. Lazy and decoded off the main thread unless the card is `eager` (in the
 * first screen) or the page's `priority` image.
 */
export function CardPicture({
  image,
  sizes,
  eager = false,
  priority = false,
}: {
  image: string;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <img
      src={image}
      srcSet={pictureSrcSet(image)}
      sizes={sizes}
      alt=""
      width={400}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className="card-img-top"
    />
  );
}
