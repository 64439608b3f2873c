import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useMemo } from 'react';
import { InfoHead } from '../components/content/InfoPage';
import { Layout } from '../components/layout/Layout';
import { useSettledDefaults } from '../components/layout/use-settled-defaults';
import { LocalLink } from '../components/site/LocalLink';
import type { ShopHeadProps } from '../components/site/page-types';
import { useContentLanguage } from '../components/site/use-content-language';
import { MORE_PAGES, shopMap, type MapLink } from '../core/site/shop-map';

function Links({ links, label }: { links: readonly MapLink[]; label?: string }) {
  return (
    <ul className="list-unstyled mb-3" aria-label={label}>
      {links.map((link) => (
        <li key={link.path} className="mb-1">
          <LocalLink to={link.path}>{link.name}</LocalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * /brands (issue 25.13): every brand, category and sub-category page and the pages only a menu
 * led to, as plain links. The footer links here, so each is one click from any page and
 * crawlers find them without opening a menu.
 */
export default function BrandsPage() {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { categories, brands } = useSettledDefaults();
  const map = useMemo(() => shopMap(categories, brands, lng), [categories, brands, lng]);
  return (
    <Layout>
      <h1 className="h3 mb-4">{t('shopMap.title')}</h1>
      <div className="row g-4">
        <section className="col-md-6" aria-labelledby="shop-map-categories">
          <h2 id="shop-map-categories" className="h5">
            {t('shopMap.categories')}
          </h2>
          {map.categories.map((category) => (
            <div key={category.path}>
              <h3 className="h6 mb-1">
                <LocalLink to={category.path}>{category.name}</LocalLink>
              </h3>
              <Links links={category.subCategories} label={category.name} />
            </div>
          ))}
        </section>
        <section className="col-md-3" aria-labelledby="shop-map-brands">
          <h2 id="shop-map-brands" className="h5">
            {t('shopMap.brands')}
          </h2>
          <Links links={map.brands} />
        </section>
        <section className="col-md-3" aria-labelledby="shop-map-more">
          <h2 id="shop-map-more" className="h5">
            {t('shopMap.more')}
          </h2>
          <Links links={MORE_PAGES.map((page) => ({ path: page.path, name: t(page.key) }))} />
        </section>
      </div>
    </Layout>
  );
}

export function Head(props: ShopHeadProps<object>) {
  // No per-page key of its own (spec 2): the generic App key with the page's own title.
  return <InfoHead {...props} pageKey="App" titleKey="shopMap.title" />;
}

export const query = graphql`
  query BrandsPage($language: String!) {
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
