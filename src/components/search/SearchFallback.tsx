import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { sortProducts } from '../../core/catalogue/sort-products';
import type { ContentLanguage } from '../../core/routes/languages';
import { categoryPath } from '../../core/routes/shop-routes';
import { useSettledDefaults } from '../layout/use-settled-defaults';
import { FEATURED_SHOWN } from '../../core/constants';
import { FeaturedProducts } from '../product/FeaturedProducts';
import { LocalLink } from '../site/LocalLink';
import { useFeaturedProducts } from './use-featured-products';

/**
 * Issue 18: a search that finds nothing says so and offers the categories and the featured
 * products instead of an empty page. The message is an alert so a screen reader hears it.
 */
export function SearchFallback({ text, lng }: { text: string; lng: ContentLanguage }) {
  const { t } = useTranslation();
  const { categories } = useSettledDefaults();
  const featured = useFeaturedProducts();
  const shown = featured ? sortProducts(featured, 0, lng).slice(0, FEATURED_SHOWN) : [];
  return (
    <div data-testid="search-fallback">
      <div className="alert alert-info" role="status">
        <p className="mb-1 fw-semibold">{t('search.none', { term: text })}</p>
        <p className="mb-0">{t('search.noneHint')}</p>
      </div>
      {categories.length > 0 && (
        <section aria-labelledby="fallback-categories" className="mb-4">
          <h2 id="fallback-categories" className="h5">
            {t('home.categories')}
          </h2>
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category._id}>
                <LocalLink to={categoryPath(category.name)} className="btn btn-outline-dark btn-sm">
                  {category.lng[lng].name || category.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {featured === null && <p>{t('list.loading')}</p>}
      {shown.length > 0 && (
        <FeaturedProducts products={shown} lng={lng} headingId="fallback-featured" />
      )}
    </div>
  );
}
