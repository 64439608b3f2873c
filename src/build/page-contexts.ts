import { filterOptions, type FilterOptions } from '../core/catalogue/filter-options';
import { inScope, type ListScope } from '../core/catalogue/list-scope';
import { toListProduct } from '../core/catalogue/list-product';
import { pageItems } from '../core/catalogue/paging';
import type { CatalogueProduct } from '../core/catalogue/product';
import { sortProducts } from '../core/catalogue/sort-products';
import { FEATURED_SHOWN } from '../core/constants';
import type { ContentLanguage } from '../core/routes/languages';

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
}

export interface ProductPageContext {
  product: CatalogueProduct;
  breadcrumb: Crumb[];
  /** Its related products when built (list form); the page refreshes them live. */
  related: CatalogueProduct[];
}

export interface HomePageContext {
  featured: CatalogueProduct[];
}

export function listPageContext(
  products: readonly CatalogueProduct[],
  lng: ContentLanguage,
  page: Omit<ListPageContext, 'initial' | 'total' | 'options'>,
): ListPageContext {
  const inList = products.filter((product) => inScope(product, page.scope));
  return {
    ...page,
    initial: pageItems(sortProducts(inList, 0, lng), 1).map(toListProduct),
    total: inList.length,
    options: filterOptions(inList, lng),
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
