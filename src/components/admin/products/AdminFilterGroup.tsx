import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  ADMIN_PRODUCT_FILTERS,
  type AdminProductFilterKey,
} from '../../../core/catalogue/admin-product-filters';

/** Spec 9's admin filters (status, stock, image count), first in the filter sequence. */
export function AdminFilterGroup({
  checked,
  disabled,
  onToggle,
}: {
  checked: readonly AdminProductFilterKey[];
  disabled: boolean;
  onToggle: (key: AdminProductFilterKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-2">
      <legend>{t('adminProducts.filter.title')}</legend>
      {ADMIN_PRODUCT_FILTERS.map(({ key }) => (
        <div className="form-check" key={key}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`filter-admin-${key}`}
            checked={checked.includes(key)}
            disabled={disabled}
            onChange={() => onToggle(key)}
          />
          <label className="form-check-label" htmlFor={`filter-admin-${key}`}>
            {t(`adminProducts.filter.${key}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
