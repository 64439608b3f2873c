import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import DropdownItem from 'react-bootstrap/DropdownItem';
import SplitButton from 'react-bootstrap/SplitButton';
import type { ButtonProps } from 'react-bootstrap/Button';
import { categoryMenuModel, type SubCategoryOption } from '../../core/catalogue/category-menu';
import type { CategoryEntry } from '../../core/site/shop-data';

export interface CategoryMenuProps {
  category: CategoryEntry;
  language: 'eng' | 'ita';
  /** subCategory: the name shown and the English name at the same index (routes use English). */
  onSelect: (category: CategoryEntry, subCategory?: SubCategoryOption) => void;
  /** outline-dark by default: dark text on a light page keeps AA contrast. */
  variant?: ButtonProps['variant'];
  className?: string;
}

export function CategoryMenu({
  category,
  language,
  onSelect,
  variant = 'outline-dark',
  className,
}: CategoryMenuProps) {
  const { t } = useTranslation();
  const toggleId = useId();
  const model = useMemo(() => categoryMenuModel(category, language), [category, language]);

  if (!model.split) {
    return (
      <Button variant={variant} className={className} onClick={() => onSelect(category)}>
        {model.name}
      </Button>
    );
  }

  return (
    <SplitButton
      id={toggleId}
      variant={variant}
      className={className}
      title={model.name}
      toggleLabel={t('categoryMenu.toggle', { category: model.name })}
      onClick={() => onSelect(category)}
    >
      {model.subCategories.map((subCategory, index) => (
        <DropdownItem
          key={index}
          as="button"
          type="button"
          onClick={() => onSelect(category, subCategory)}
        >
          {subCategory.name}
        </DropdownItem>
      ))}
    </SplitButton>
  );
}
