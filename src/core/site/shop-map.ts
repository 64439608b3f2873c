import { categoryName, subCategoryOptions } from '../catalogue/category-menu';
import { brandPath, categoryPath, subCategoryPath } from '../routes/shop-routes';
import type { BrandEntry, CategoryEntry } from './shop-data';
import type { ContentLanguage } from '../routes/languages';

/*
 * /brands (issue 25.13): every brand, category and sub-category page as a plain link, so a
 * crawler (or a visitor without the menus' clicks) reaches each from the footer.
 */

export interface MapLink {
  name: string;
  path: string;
}

export interface MapCategory extends MapLink {
  subCategories: MapLink[];
}

export interface ShopMap {
  categories: MapCategory[];
  brands: MapLink[];
}

/** The pages the build makes for these (create-shop-pages), named in the page's language. */
export function shopMap(
  categories: readonly CategoryEntry[],
  brands: readonly BrandEntry[],
  language: ContentLanguage,
): ShopMap {
  return {
    categories: categories.map((category) => ({
      name: categoryName(category, language),
      path: categoryPath(category.name),
      // Every sub-category has its page, whether or not the category's menu shows them.
      subCategories: subCategoryOptions(category, language).map((sub) => ({
        name: sub.name,
        path: subCategoryPath(category.name, sub.engName),
      })),
    })),
    brands: brands.map((brand) => ({
      name: brand.lng[language]?.name.trim() || brand.name,
      path: brandPath(brand.name),
    })),
  };
}

/** The pages only a menu led to: plain links on /brands too. */
export const MORE_PAGES = [
  { path: '/newsletter', key: 'newsletter.title' },
  { path: '/solution', key: 'info.solution.title' },
  { path: '/technology', key: 'info.technology.title' },
  { path: '/posts', key: 'posts.title' },
] as const;
