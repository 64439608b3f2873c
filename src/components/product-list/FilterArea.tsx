import React, { useMemo } from 'react';
import { facetCounts } from '../../core/catalogue/facet-counts';
import type { FilterOptions } from '../../core/catalogue/filter-options';
import { checkedCount, type ProductFilters } from '../../core/catalogue/filter-products';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { FilterPanel, type FilterGroup } from './FilterPanel';
import { FilterSheet } from './FilterSheet';

export interface FilterAreaProps {
  options: FilterOptions;
  filters: ProductFilters;
  hidden: readonly FilterGroup[];
  /** The live list, once in: the boxes are enabled and counted from it. */
  live: readonly CatalogueProduct[] | null;
  /** How many products the current checks give. */
  results: number;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}

/**
 * The product list's filters: the sheet (a side panel from 768 px) with the boxes, each box
 * counted from the live list (issue 25.8). ProductList loads it apart from the page's first
 * scripts (issue 25.15): its boxes are disabled until the live list is in anyway.
 */
export default function FilterArea({
  options,
  filters,
  hidden,
  live,
  results,
  onToggle,
  onClear,
}: FilterAreaProps) {
  // Counted from the live list only: the build's list may be a first page of it.
  const counts = useMemo(() => (live ? facetCounts(live, filters) : undefined), [live, filters]);
  return (
    <FilterSheet active={checkedCount(filters)} results={results} onClear={onClear}>
      <FilterPanel
        options={options}
        filters={filters}
        hidden={hidden}
        disabled={!live}
        counts={counts}
        onToggle={onToggle}
      />
    </FilterSheet>
  );
}
