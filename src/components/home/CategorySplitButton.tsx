import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useMemo } from 'react';
import { categoryMenuModel, type SubCategoryOption } from '../../core/catalogue/category-menu';
import type { CategoryEntry } from '../../core/site/shop-data';
import { DisclosureMenu } from '../header/DisclosureMenu';
import type { ContentLanguage } from '../../core/routes/languages';

interface Props {
  category: CategoryEntry;
  language: ContentLanguage;
  /** subCategory: the name shown and the English name at the same index (routes use English). */
  onSelect: (category: CategoryEntry, subCategory?: SubCategoryOption) => void;
}

const BUTTON = 'btn btn-outline-dark';

/**
 * Spec 2's category menu widget on the home page: the category's button, and for a category
 * with a sub-category menu a split button whose list holds the sub-categories. Bootstrap's
 * split-button markup with the header's light disclosure menu, not React-Bootstrap's
 * SplitButton: that one loads a positioning library, the largest script on the home page.
 */
export function CategorySplitButton({ category, language, onSelect }: Props) {
  const { t } = useTranslation();
  const toggleId = useId();
  const model = useMemo(() => categoryMenuModel(category, language), [category, language]);
  const main = (
    <button type="button" className={BUTTON} onClick={() => onSelect(category)}>
      {model.name}
    </button>
  );
  if (!model.split) return main;
  return (
    <DisclosureMenu
      id={toggleId}
      role="group"
      className="dropdown btn-group"
      toggleClassName={`dropdown-toggle dropdown-toggle-split ${BUTTON}`}
      lead={main}
      title={
        <span className="visually-hidden">
          {t('categoryMenu.toggle', { category: model.name })}
        </span>
      }
    >
      {model.subCategories.map((subCategory, index) => (
        <button
          key={index}
          type="button"
          className="dropdown-item"
          onClick={() => onSelect(category, subCategory)}
        >
          {subCategory.name}
        </button>
      ))}
    </DisclosureMenu>
  );
}
