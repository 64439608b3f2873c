import { filterOptions, type FilterOptions } from '../core/catalogue/filter-options';
import { inScope, type ListScope } from '../core/catalogue/list-scope';
import { toListProduct } from '../core/catalogue/list-product';
import { pageItems } from '../core/catalogue/paging';
import type { CatalogueProduct } from '../core/catalogue/product';
import { sortProducts } from '../core/catalogue/sort-products';
import { FEATURED_SHOWN } from '../core/constants';
import type { ContentLanguage } from '../core/routes/languages';
import type { OfferTerms } from '../core/seo/offer-terms';

export interface Crumb {
  name: string;
  path: string;
}

/** What a product list page is built with, in one language. */
export interface ListPageContext {
  pageKey: 'ShopList' | 'CategoryList' | 'BrandList';
  scope: ListScope;
  heading: string;
  breadcrumb: Crumb[];
  /** The first page in the default order, for the first paint and crawlers; the rest loads live. */
  initial: CatalogueProduct[];
  total: number;
  options: FilterOptions;
  /** The newest change of its products (ISO 8601), the sitemap's <lastmod>. */
  lastmod?: string;
  /** A brand or category page's meta description, from what it holds. */
  description?: string;
}

export interface ProductPageContext {
  product: CatalogueProduct;
  breadcrumb: Crumb[];
  /** Its related products when built (list form); the page refreshes them live. */
  related: CatalogueProduct[];
  /** Shipping, returns and price validity for the offer's JSON-LD. */
  terms?: OfferTerms;
  /** The product's last change (ISO 8601), the sitemap's <lastmod>. */
  lastmod?: string;
}

/** The newest of these ISO 8601 times (they sort as text); undefined for none. */
export function newest(times: readonly (string | undefined)[]): string | undefined {
  return times.reduce<string | undefined>(
    (latest, time) =>
      time !== undefined && (latest === undefined || time > latest) ? time : latest,
    undefined,
  );
}

export interface HomePageContext {
  featured: CatalogueProduct[];
}

export function listPageContext(
  products: readonly CatalogueProduct[],
  lng: ContentLanguage,
  page: Omit<ListPageContext, 'initial' | 'total' | 'options' | 'lastmod'>,
  updatedAt: Readonly<Record<string, string>> = {},
): ListPageContext {
  const inList = products.filter((product) => inScope(product, page.scope));
  const lastmod = newest(inList.map((product) => updatedAt[product._id]));
  return {
    ...page,
    initial: pageItems(sortProducts(inList, 0, lng), 1).map(toListProduct),
    total: inList.length,
    options: filterOptions(inList, lng),
    ...(lastmod ? { lastmod } : {}),
  };
}

export function homePageContext(
  products: readonly CatalogueProduct[],
  lng: ContentLanguage,
): HomePageContext {
  const featured = products.filter((product) => product.list.featured);
  return {
    featured: sortProducts(featured, 0, lng).slice(0, FEATURED_SHOWN).map(toListProduct),
  };
}
