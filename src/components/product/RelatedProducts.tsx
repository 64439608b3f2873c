import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { productPath } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';
import { CardPicture } from './CardPicture';
import { Price } from './Price';
import { RELATED_CARD_SIZES } from './product-picture-sizes';
import { useRelatedProducts } from './use-related-products';

interface Props {
  sku: string;
  /** The list built into the page, shown until the live one arrives. */
  built: readonly CatalogueProduct[];
  lng: ContentLanguage;
  currency: string;
}

/**
 * "Related products" under a product: a labelled region holding a list of links (name and
 * picture) with their prices, two to six a row so a phone never scrolls sideways. The picture
 * is decorative (alt=""): the link's name is the product's name.
 */
export function RelatedProducts({ sku, built, lng, currency }: Props) {
  const { t } = useTranslation();
  const related = useRelatedProducts(sku, built);
  if (related.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="related-heading" data-testid="related-products">
      <h2 id="related-heading" className="h4">
        {t('product.related')}
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3">
        {related.map((product) => {
          const name = product.lng[lng].name || product.lng.eng.name;
          return (
            <li className="col" key={product.sku} data-testid="related-product">
              <div className="card h-100 product-card">
                <CardPicture image={product.image.image1} sizes={RELATED_CARD_SIZES} />
                <div className="card-body d-flex flex-column p-2">
                  <LocalLink
                    to={productPath(product.url)}
                    className="stretched-link text-reset small fw-semibold mb-1"
                  >
                    {name}
                  </LocalLink>
                  <p className="mt-auto mb-0 small">
                    <Price sell={product.sell} currency={currency} />
                  </p>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
