import { graphql } from 'gatsby';
import React from 'react';
import type { ListPageContext } from '../build/page-contexts';
import { pageTrailJsonLd } from '../core/seo/json-ld';
import { contentLanguage } from '../core/routes/languages';
import { useAdminListRedirect } from '../components/admin/products/use-admin-list-redirect';
import { Layout } from '../components/layout/Layout';
import { ProductList } from '../components/product-list/ProductList';
import { Seo } from '../components/seo/Seo';
import { Breadcrumbs } from '../components/site/Breadcrumbs';
import { useShopSnapshot } from '../components/site/use-shop-snapshot';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../components/site/page-types';

/** /shop/products, /category/..., /brand/...: one product list each (spec section 2). */
export default function ProductListPage({ pageContext }: ShopPageProps<ListPageContext>) {
  const lng = contentLanguage(pageContext.language);
  useAdminListRedirect(pageContext.scope);
  return (
    <Layout>
      <Breadcrumbs crumbs={pageContext.breadcrumb} />
      <h1 className="h3 mb-3">{pageContext.heading}</h1>
      <ProductList
        scope={pageContext.scope}
        initial={pageContext.initial}
        total={pageContext.total}
        options={pageContext.options}
        lng={lng}
        currency="EUR"
      />
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<ListPageContext>) {
  const { siteUrl } = useShopSnapshot();
  const language = headLanguage(pageContext);
  return (
    <Seo
      language={language}
      originalPath={pageContext.i18n.originalPath}
      pageKey={pageContext.pageKey}
      title={pageContext.heading}
      description={pageContext.description}
      jsonLd={[pageTrailJsonLd(pageContext.breadcrumb, siteUrl, language)]}
    />
  );
}

export const query = graphql`
  query ProductListPage($language: String!) {
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
