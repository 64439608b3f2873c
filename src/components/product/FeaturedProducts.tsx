import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { LocalLink } from '../site/LocalLink';
import { ProductCard } from './ProductCard';
import { FEATURED_CARD_SIZES } from './product-picture-sizes';

/**
 * The featured products as a labelled grid with a link to the whole shop: the home page's
 * section, and what a search that found nothing offers instead.
 */
export function FeaturedProducts({
  products,
  lng,
  headingId,
}: {
  products: readonly CatalogueProduct[];
  lng: ContentLanguage;
  headingId: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('home.featured')}
      </h2>
      <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled">
        {products.map((product, index) => (
          <li className="col" key={product.sku}>
            <ProductCard
              product={product}
              lng={lng}
              currency="EUR"
              eager={index < 2}
              sizes={FEATURED_CARD_SIZES}
            />
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <LocalLink to="/shop/products">{t('home.allProducts')}</LocalLink>
      </p>
    </section>
  );
}
