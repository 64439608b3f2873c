import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { HomePageContext } from '../build/page-contexts';
import { contentLanguage, type ContentLanguage } from '../core/routes/languages';
import { CategorySplitButton } from '../components/home/CategorySplitButton';
import { HomeBanner } from '../components/home/HomeBanner';
import { Layout } from '../components/layout/Layout';
import { FeaturedProducts } from '../components/product/FeaturedProducts';
import { Seo } from '../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';
import { useCategoryNavigation } from '../components/site/use-category-navigation';
import { useSettledDefaults } from '../components/layout/use-settled-defaults';

/** The home page: banner, the shop's heading, category menus and featured products. */
export default function HomePage({ pageContext }: ShopPageProps<HomePageContext>) {
  return (
    <Layout>
      <HomeContent featured={pageContext.featured} lng={contentLanguage(pageContext.language)} />
    </Layout>
  );
}

/**
 * Inside the layout rather than around it: when the live defaults arrive, only this part
 * re-renders, not the layout's header and footer with it.
 */
function HomeContent({ featured, lng }: HomePageContext & { lng: ContentLanguage }) {
  const { t } = useTranslation();
  const { site, categories } = useSettledDefaults();
  const goTo = useCategoryNavigation();
  const heading = site.headers[lng].home || t('home.title');

  return (
    <>
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
              <CategorySplitButton
                key={category._id}
                category={category}
                language={lng}
                onSelect={goTo}
              />
            ))}
        </div>
      </section>
      {featured.length > 0 && (
        <FeaturedProducts products={featured} lng={lng} headingId="featured-heading" />
      )}
    </>
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
    locales: allLocale(filter: { language: { eq: $language }, ns: { eq: "translation" } }) {
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
