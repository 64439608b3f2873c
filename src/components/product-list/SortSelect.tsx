import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { RELEVANCE_SORT_INDEX, SORT_OPTIONS } from '../../core/catalogue/sort-products';

/**
 * The list's sort options (spec 9), labelled, for the storefront and the admin lists alike; a
 * search also offers "Relevance" first (issue 18), its default.
 */
export function SortSelect({
  id,
  value,
  onChange,
  relevance = false,
}: {
  id: string;
  value: number;
  relevance?: boolean;
  onChange: (sortIndex: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {t('sort.label')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {relevance && <option value={RELEVANCE_SORT_INDEX}>{t('sort.relevance')}</option>}
        {SORT_OPTIONS.map((option, index) => (
          <option key={option.key} value={index}>
            {t(`sort.${option.key}`)}
          </option>
        ))}
      </select>
    </>
  );
}
