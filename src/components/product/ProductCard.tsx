import React, { memo } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { productPath } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';
import { CardPicture } from './CardPicture';
import { Price } from './Price';

interface Props {
  product: CatalogueProduct;
  lng: ContentLanguage;
  currency: string;
  /** The first row is in view on load: fetch it eagerly, the rest lazily. */
  eager?: boolean;
  /** The page's largest paint (a list's first card): fetched ahead of the other pictures. */
  priority?: boolean;
  /** The picture's width in the grid that holds the card (picture-sizes.ts). */
  sizes: string;
}

/** Memoised: a list re-rendered with the same product objects (see keepUnchanged) skips its cards. */
export const ProductCard = memo(function ProductCard({
  product,
  lng,
  currency,
  eager = false,
  priority = false,
  sizes,
}: Props) {
  const name = product.lng[lng].name || product.lng.eng.name;
  const brand = product.lng[lng].brand || product.brand;
  return (
    <article className="card h-100 product-card" data-testid="product-card">
      <CardPicture image={product.image.image1} sizes={sizes} eager={eager} priority={priority} />
      <div className="card-body d-flex flex-column">
        <h2 className="h6 card-title">
          <LocalLink to={productPath(product.url)} className="stretched-link text-reset">
            {name}
          </LocalLink>
        </h2>
        <p className="small text-body-secondary mb-2">{brand}</p>
        <p className="mt-auto mb-0">
          <Price sell={product.sell} currency={currency} />
        </p>
      </div>
    </article>
  );
});
