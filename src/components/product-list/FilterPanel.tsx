import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { FilterChoice, FilterOptions } from '../../core/catalogue/filter-options';
import { SPECIAL_FILTERS, type ProductFilters } from '../../core/catalogue/filter-products';
import { priceBandLabel } from '../../core/catalogue/price-band-label';
import { PRICE_BANDS } from '../../core/catalogue/price-bands';
import { contentLanguage } from '../../core/routes/languages';
import type { FacetRecord } from '../../core/catalogue/list-page';

type Group =
  | 'options'
  | 'brands'
  | 'categories'
  | 'subCategories'
  | 'colors'
  | 'styles'
  | 'sizes'
  | 'priceBands';

interface Props {
  options: FilterOptions;
  filters: ProductFilters;
  /** Groups the page's own scope already fixes (a category page has no category boxes). */
  hidden: readonly Group[];
  disabled: boolean;
  /** How many products each box would give (issue 25.8), shown beside its label. */
  counts?: FacetRecord;
  onToggle: (group: Group, value: string) => void;
  /** Without it the panel has no clear button (the caller places its own). */
  onClear?: () => void;
}

function CheckGroup({
  legend,
  choices,
  checked,
  disabled,
  onToggle,
  idPrefix,
  counts,
}: {
  legend: string;
  /** Each box's language-neutral value (what is checked and kept in the address) and label. */
  choices: readonly FilterChoice[];
  checked: readonly string[];
  disabled: boolean;
  counts: Readonly<Record<string, number>> | undefined;
  onToggle: (value: string) => void;
  idPrefix: string;
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset>
      <legend>{legend}</legend>
      {choices.map(({ value, label }, index) => {
        const id = `${idPrefix}-${index}`;
        return (
          <div className="form-check" key={value}>
            <input
              className="form-check-input"
              type="checkbox"
              id={id}
              checked={checked.includes(value)}
              disabled={disabled}
              onChange={() => onToggle(value)}
            />
            <label className="form-check-label" htmlFor={id}>
              {label}
              {counts && (
                <span className="text-body-secondary">
                  {' '}
                  ({Object.hasOwn(counts, value) ? counts[value] : 0})
                </span>
              )}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** Spec 4's "clearing filters resets all checks". */
export function ClearFilters({ onClear, className }: { onClear: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-outline-secondary btn-sm ${className ?? ''}`}
      onClick={onClear}
    >
      {t('filter.clear')}
    </button>
  );
}

/** The product list's filter boxes in the spec's filter order. */
export function FilterPanel({
  options,
  filters,
  hidden,
  disabled,
  counts,
  onToggle,
  onClear,
}: Props) {
  const { t, i18n } = useTranslation();
  const show = (group: Group) => !hidden.includes(group);
  const group = (name: Group, choices: readonly FilterChoice[]) =>
    show(name) ? (
      <CheckGroup
        key={name}
        idPrefix={`filter-${name}`}
        legend={t(`filter.${name}`)}
        choices={choices}
        checked={filters[name]}
        disabled={disabled}
        counts={counts?.[name]}
        onToggle={(value) => onToggle(name, value)}
      />
    ) : null;
  return (
    <div className="filter-panel" aria-busy={disabled}>
      {group(
        'options',
        SPECIAL_FILTERS.map((f) => ({ value: f.key, label: t(`filter.option.${f.key}`) })),
      )}
      {group('brands', options.brands)}
      {group('categories', options.categories)}
      {group('subCategories', options.subCategories)}
      {group('colors', options.colors)}
      {group('styles', options.styles)}
      {group('sizes', options.sizes)}
      {group(
        'priceBands',
        PRICE_BANDS.map(({ key }) => ({
          value: key,
          label: priceBandLabel(key, contentLanguage(i18n.language)),
        })),
      )}
      {onClear && <ClearFilters onClear={onClear} className="mt-3" />}
    </div>
  );
}

export type { Group as FilterGroup };
