import path from 'node:path';
import { toListProduct } from '../core/catalogue/list-product';
import { relatedFinder } from '../core/catalogue/related-products';
import { splitList } from '../core/catalogue/split-list';
import { RELATED_PRODUCT_ROWS } from '../core/constants';
import { DEFAULT_SITE_LANGUAGE, SITE_LANGUAGES, contentLanguage } from '../core/routes/languages';
import {
  SHOP_PRODUCTS_PATH,
  brandCategoryPath,
  brandPath,
  categoryPath,
  localisedPath,
  postPath,
  productPath,
  subCategoryPath,
} from '../core/routes/shop-routes';
import type { ContentLanguage } from '../core/routes/languages';
import { listDescription, type ListDescriptionTexts } from '../core/seo/list-description';
import { priceValidUntil, type OfferTerms } from '../core/seo/offer-terms';
import english from '../locales/en/translation.json';
import italian from '../locales/it/translation.json';
import type { ShopSnapshot } from './load-shop';
import {
  homePageContext,
  listPageContext,
  type Crumb,
  type ListPageContext,
} from './page-contexts';

export interface PageToCreate {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

const template = (name: string) => path.resolve(__dirname, '../templates', `${name}.tsx`);

/**
 * Both language versions of a page, each with its own context (names and order differ by
 * language). The i18n context is filled in here, so the i18n plugin leaves these pages alone.
 */
function localised(
  originalPath: string,
  component: string,
  contextFor: (lng: ContentLanguage, language: string) => Record<string, unknown>,
): PageToCreate[] {
  return SITE_LANGUAGES.map((language) => {
    const pagePath = localisedPath(originalPath, language);
    return {
      path: pagePath,
      component,
      context: {
        ...contextFor(contentLanguage(language), language),
        language,
        i18n: {
          language,
          languages: [...SITE_LANGUAGES],
          defaultLanguage: DEFAULT_SITE_LANGUAGE,
          generateDefaultLanguagePage: false,
          routed: language !== DEFAULT_SITE_LANGUAGE,
          originalPath,
          path: pagePath,
        },
      },
    };
  });
}

const HOME_CRUMB: Record<ContentLanguage, Crumb> = {
  eng: { name: 'Home', path: '/' },
  ita: { name: 'Home', path: '/' },
};
const PRODUCTS_NAME: Record<ContentLanguage, string> = { eng: 'Products', ita: 'Prodotti' };

/** A brand or category page's description texts, as the page's language has them. */
const DESCRIPTION_TEXTS: Record<ContentLanguage, ListDescriptionTexts> = {
  eng: { one: english['seo.listDescription_one'], other: english['seo.listDescription_other'] },
  ita: { one: italian['seo.listDescription_one'], other: italian['seo.listDescription_other'] },
};

/** Every page of the static storefront (spec section 2), in English and Italian. */
export function shopPages(shop: ShopSnapshot): PageToCreate[] {
  const { products, defaults } = shop;
  const pages: PageToCreate[] = [];
  const list = template('product-list');
  const addList = (
    originalPath: string,
    page: (
      lng: ContentLanguage,
    ) => Omit<ListPageContext, 'initial' | 'total' | 'options' | 'lastmod'>,
  ) => {
    pages.push(
      ...localised(originalPath, list, (lng) => {
        const context = listPageContext(products, lng, page(lng), shop.updatedAt);
        // The product list keeps the page key's own description (spec 2's ShopList).
        if (context.pageKey === 'ShopList') return { ...context };
        const texts = DESCRIPTION_TEXTS[lng];
        const description = listDescription(texts, context.heading, context.total, context.options);
        return { ...context, description };
      }),
    );
  };
  const terms: OfferTerms = {
    countries: shop.countries,
    returnDays: defaults.site.returns.days,
    priceValidUntil: priceValidUntil(shop.takenAt),
  };

  pages.push(...localised('/', template('home'), (lng) => ({ ...homePageContext(products, lng) })));

  addList(SHOP_PRODUCTS_PATH, (lng) => ({
    pageKey: 'ShopList',
    scope: {},
    heading: defaults.site.headers[lng].shop || PRODUCTS_NAME[lng],
    breadcrumb: [HOME_CRUMB[lng], { name: PRODUCTS_NAME[lng], path: SHOP_PRODUCTS_PATH }],
  }));

  for (const category of defaults.categories) {
    const engSubs = splitList(category.lng.eng.subCategory);
    addList(categoryPath(category.name), (lng) => ({
      pageKey: 'CategoryList',
      scope: { category: category.name },
      heading: category.lng[lng].name,
      breadcrumb: [
        HOME_CRUMB[lng],
        { name: category.lng[lng].name, path: categoryPath(category.name) },
      ],
    }));
    engSubs.forEach((sub, index) => {
      addList(subCategoryPath(category.name, sub), (lng) => {
        const name = splitList(category.lng[lng].subCategory)[index] ?? sub;
        return {
          pageKey: 'CategoryList',
          scope: { category: category.name, subCategory: sub },
          heading: `${category.lng[lng].name}: ${name}`,
          breadcrumb: [
            HOME_CRUMB[lng],
            { name: category.lng[lng].name, path: categoryPath(category.name) },
            { name, path: subCategoryPath(category.name, sub) },
          ],
        };
      });
    });
  }

  for (const brand of defaults.brands) {
    addList(brandPath(brand.name), (lng) => ({
      pageKey: 'BrandList',
      scope: { brand: brand.name },
      heading: brand.lng[lng].name,
      breadcrumb: [HOME_CRUMB[lng], { name: brand.lng[lng].name, path: brandPath(brand.name) }],
    }));
    // /brand/{id}/{item}: the categories this brand has products in.
    for (const category of defaults.categories) {
      const has = products.some((p) => p.brand === brand.name && p.category === category.name);
      if (!has) continue;
      addList(brandCategoryPath(brand.name, category.name), (lng) => ({
        pageKey: 'BrandList',
        scope: { brand: brand.name, category: category.name },
        heading: `${brand.lng[lng].name}: ${category.lng[lng].name}`,
        breadcrumb: [
          HOME_CRUMB[lng],
          { name: brand.lng[lng].name, path: brandPath(brand.name) },
          {
            name: category.lng[lng].name,
            path: brandCategoryPath(brand.name, category.name),
          },
        ],
      }));
    }
  }

  // The snapshot holds what the shop shows (active, in stock): the API's related answer then.
  const relatedTo = relatedFinder(products, RELATED_PRODUCT_ROWS);
  for (const product of products) {
    const category = defaults.categories.find((c) => c.name === product.category);
    const related = relatedTo(product).map(toListProduct);
    pages.push(
      ...localised(productPath(product.url), template('product'), (lng) => ({
        product,
        related,
        terms,
        lastmod: shop.updatedAt[product._id],
        breadcrumb: [
          HOME_CRUMB[lng],
          ...(category
            ? [{ name: category.lng[lng].name, path: categoryPath(category.name) }]
            : []),
          { name: product.lng[lng].name || product.lng.eng.name, path: productPath(product.url) },
        ],
      })),
    );
  }

  pages.push(...localised('/posts', template('posts'), () => ({ posts: shop.posts })));
  for (const post of shop.posts) {
    pages.push(...localised(postPath(post), template('post'), () => ({ post })));
  }
  return pages;
}
