import { graphql } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { NO_OPTIONS } from '../../core/catalogue/filter-options';
import { sanitiseSearchTerm, searchTextFromRoute } from '../../core/search/search-term';
import { Layout } from '../../components/layout/Layout';
import { ProductList } from '../../components/product-list/ProductList';
import { SearchFallback } from '../../components/search/SearchFallback';
import { Seo } from '../../components/seo/Seo';
import {
  headLanguage,
  type ShopHeadProps,
  type ShopPageProps,
} from '../../components/site/page-types';
import { useContentLanguage } from '../../components/site/use-content-language';
import { useMounted } from '../../components/site/use-mounted';

/** The route's term: the path after /shop/ (or /it/shop/), as the search box made it. */
function termFrom(pathname: string): string {
  const match = /\/shop\/([^/]+)\/?$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : '';
  } catch {
    return '';
  }
}

/**
 * /shop/{term}: storefront search, answered live by products?search= (spec sections 2 and 7).
 * One static page serves every term (built at /shop/[...]), so the term is read from the
 * address once mounted: until then the page says only that it is the search.
 */
export default function ShopSearchPage({ location }: ShopPageProps<object>) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const mounted = useMounted();
  // A term that sanitises to nothing searches for nothing (spec 2), as the search box does.
  const term = mounted ? (sanitiseSearchTerm(termFrom(location.pathname)) ?? '') : '';
  return (
    <Layout>
      <h1 className="h3 mb-3">
        {term ? t('search.results', { term: searchTextFromRoute(term) }) : t('search.label')}
      </h1>
      {term && (
        <ProductList
          key={term}
          scope={{ term }}
          initial={[]}
          total={0}
          options={NO_OPTIONS}
          lng={lng}
          currency="EUR"
          whenEmpty={<SearchFallback text={searchTextFromRoute(term)} lng={lng} />}
        />
      )}
    </Layout>
  );
}

export function Head({ pageContext }: ShopHeadProps<object>) {
  return (
    <Seo
      language={headLanguage(pageContext)}
      originalPath={pageContext.i18n.originalPath}
      pageKey="ShopList"
      noindex
    />
  );
}

export const query = graphql`
  query ShopSearchPage($language: String!) {
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
