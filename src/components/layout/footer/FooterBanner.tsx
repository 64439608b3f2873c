import React from 'react';
import type { FooterImage } from '../../../core/site/footer-blocks';

export function FooterBanner({ banner, alt }: { banner: FooterImage; alt: string }) {
  return (
    <img
      src={banner.image}
      width={banner.width}
      height={banner.height}
      alt={alt}
      // Below the fold on every page: never worth competing with the page's own images.
      loading="lazy"
      decoding="async"
      className="img-fluid d-block mx-auto"
    />
  );
}
