import type { CategoryEntry } from '../site/shop-data';
import { type ContentLanguage, localText } from '../routes/languages';
import { splitList } from './split-list';

/**
 * Spec section 2: "Category menu widget: shows the category name in the current language. If
 * the category has sub-categories (semicolon-separated, trimmed) and the sub-category menu is
 * enabled, it shows a split button with a dropdown of them; otherwise a plain button. Clicking
 * reports the category and the chosen sub-category if any."
 */

export interface SubCategoryOption {
  /** The name shown, in the current language. */
  name: string;
  /** The English name at the same position: routes are built from English names. */
  engName: string;
}

export interface CategoryMenuModel {
  name: string;
  /** True: a split button whose dropdown lists subCategories. False: a plain button. */
  split: boolean;
  /** Empty when the widget is a plain button. */
  subCategories: SubCategoryOption[];
}

/** Falls back to the English name when the shop has not translated the category. */
export function categoryName(category: CategoryEntry, language: ContentLanguage): string {
  const name = category.lng[language]?.name.trim();
  if (name) return name;
  return localText(category.name, category.itaName.trim(), language);
}

/**
 * Both languages list the same sub-categories in the same order, so the English name is the
 * one at the same index. A list the shop has not translated yet (empty) shows the English one
 * rather than hiding the menu; an Italian entry without an English twin keeps its own name, which
 * the products call accepts in either language.
 */
export function subCategoryOptions(
  category: CategoryEntry,
  language: ContentLanguage,
): SubCategoryOption[] {
  const english = splitList(category.lng.eng?.subCategory);
  const local = splitList(category.lng[language]?.subCategory);
  const shown = local.length > 0 ? local : english;
  return shown.map((name, index) => ({ name, engName: english[index] ?? name }));
}

export function categoryMenuModel(
  category: CategoryEntry,
  language: ContentLanguage,
): CategoryMenuModel {
  const options = category.subCategoryMenu ? subCategoryOptions(category, language) : [];
  return {
    name: categoryName(category, language),
    split: options.length > 0,
    subCategories: options,
  };
}
