import { splitList } from '../catalogue/split-list';
import { brandPath, categoryPath, subCategoryPath } from '../routes/shop-routes';
import type { CategoryEntry, ShopDefaults } from './shop-data';

/** Every brand, category and sub-category page the build made from its copy of the defaults. */
function builtPaths(built: Pick<ShopDefaults, 'brands' | 'categories'>): Set<string> {
  const paths = new Set(built.brands.map((brand) => brandPath(brand.name)));
  for (const category of built.categories) {
    paths.add(categoryPath(category.name));
    for (const sub of splitList(category.lng.eng.subCategory)) {
      paths.add(subCategoryPath(category.name, sub));
    }
  }
  return paths;
}

/** The category with only the sub-categories that have a page (each language kept aligned). */
function withBuiltSubs(category: CategoryEntry, paths: Set<string>): CategoryEntry {
  const subs = splitList(category.lng.eng.subCategory);
  const kept = subs.map((sub) => paths.has(subCategoryPath(category.name, sub)));
  if (kept.every(Boolean)) return category;
  const keep = (list: string) =>
    splitList(list)
      .filter((_, index) => kept[index] === true)
      .join(';');
  const lng = Object.fromEntries(
    Object.entries(category.lng).map(([code, texts]) => [
      code,
      { ...texts, subCategory: keep(texts.subCategory) },
    ]),
  ) as CategoryEntry['lng'];
  return { ...category, lng };
}

/**
 * The live brands and categories that lead to a page: a brand, category or sub-category added
 * (or renamed) since the last Publish has no page yet, so it stays out of the menus, the
 * search suggestions and /brands until Publish builds it (issue 26.7) instead of linking to a
 * 404. One removed since stays out at once (the live list no longer has it).
 */
export function publishedMenus<D extends Pick<ShopDefaults, 'brands' | 'categories'>>(
  live: D,
  built: Pick<ShopDefaults, 'brands' | 'categories'>,
): D {
  const paths = builtPaths(built);
  const brands = live.brands.filter((brand) => paths.has(brandPath(brand.name)));
  const categories = live.categories
    .filter((category) => paths.has(categoryPath(category.name)))
    .map((category) => withBuiltSubs(category, paths));
  const same =
    brands.length === live.brands.length &&
    categories.length === live.categories.length &&
    categories.every((category, index) => category === live.categories[index]);
  return same ? live : { ...live, brands, categories };
}
