import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { HomePageContext } from '../build/page-contexts';
import { contentLanguage } from '../core/routes/languages';
import { CategoryMenu } from '../components/category-menu/CategoryMenu';
import { HomeBanner } from '../components/home/HomeBanner';
import { Layout } from '../components/layout/Layout';
import { ProductCard } from '../components/product/ProductCard';
import { Seo } from '../components/seo/Seo';
import { LocalLink } from '../components/site/LocalLink';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';
import { useCategoryNavigation } from '../components/site/use-category-navigation';
import { useShopDefaults } from '../components/site/use-shop-defaults';

/** The home page: banner, the shop's heading, category menus and featured products. */
export default function HomePage({ pageContext }: ShopPageProps<HomePageContext>) {
  const { t } = useTranslation();
  const lng = contentLanguage(pageContext.language);
  const { site, categories } = useShopDefaults();
  const goTo = useCategoryNavigation();
  const heading = site.headers[lng].home || t('home.title');

  return (
    <Layout>
      <HomeBanner site={site} alt={heading} />
      <h1 className="h3 mb-3">{heading}</h1>
      <section aria-labelledby="categories-heading" className="mb-4">
        <h2 id="categories-heading" className="h5">
          {t('home.categories')}
        </h2>
        <div className="d-flex flex-wrap gap-2" data-testid="category-menus">
          {categories
            .filter((category) => category.mainCat)
            .map((category) => (
              <CategoryMenu key={category._id} category={category} language={lng} onSelect={goTo} />
            ))}
        </div>
      </section>
      {pageContext.featured.length > 0 && (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="h5">
            {t('home.featured')}
          </h2>
          <ul className="row row-cols-2 row-cols-lg-4 g-3 list-unstyled">
            {pageContext.featured.map((product, index) => (
              <li className="col" key={product.sku}>
                <ProductCard product={product} lng={lng} currency="EUR" eager={index < 2} />
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <LocalLink to="/shop/products">{t('home.allProducts')}</LocalLink>
          </p>
        </section>
      )}
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<HomePageContext>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="Home"
    />
  );
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
