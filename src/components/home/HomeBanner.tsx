import React from 'react';
import type { PublicSiteSettings } from '../../core/site/shop-data';
import { SiteImage } from '../site/SiteImage';

/**
 * The home banner in the four sizes of site settings (XL, LG, MD, SM), one picture element so
 * a phone downloads only the small one. It is the page's largest paint: fetched eagerly.
 */
export function HomeBanner({ site, alt }: { site: PublicSiteSettings; alt: string }) {
  const { XL, LG, MD, SM } = site.banners.home;
  if (!SM.image && !MD.image && !LG.image && !XL.image) return null;
  const fallback = SM.image ? SM : MD.image ? MD : LG.image ? LG : XL;
  return (
    <picture>
      {XL.image && (
        <source media="(min-width: 1200px)" srcSet={XL.image} width={XL.width} height={XL.height} />
      )}
      {LG.image && (
        <source media="(min-width: 992px)" srcSet={LG.image} width={LG.width} height={LG.height} />
      )}
      {MD.image && (
        <source media="(min-width: 577px)" srcSet={MD.image} width={MD.width} height={MD.height} />
      )}
      <SiteImage
        image={fallback}
        alt={alt}
        priority
        className="img-fluid w-100 rounded mb-3"
        style={{ height: 'auto' }}
      />
    </picture>
  );
}
