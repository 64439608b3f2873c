import React from 'react';
import type { FilterOptions } from '../../core/catalogue/filter-options';
import { checkedCount, type ProductFilters } from '../../core/catalogue/filter-products';
import type { FacetRecord } from '../../core/catalogue/list-page';
import { FilterPanel, type FilterGroup } from './FilterPanel';
import { FilterSheet } from './FilterSheet';

export interface FilterAreaProps {
  options: FilterOptions;
  filters: ProductFilters;
  hidden: readonly FilterGroup[];
  /** Each box's count from the live list, once in: the boxes are enabled then. */
  counts: FacetRecord | null;
  /** How many products the current checks give. */
  results: number;
  onToggle: (group: FilterGroup, value: string) => void;
  onClear: () => void;
}

/**
 * The product list's filters: the sheet (a side panel from 768 px) with the boxes, each box
 * counted by the server over the whole scope (issues 25.8, 27.2). ProductList loads it apart
 * from the page's first scripts (issue 25.15): its boxes are disabled until the live list is in
 * anyway.
 */
export default function FilterArea({
  options,
  filters,
  hidden,
  counts,
  results,
  onToggle,
  onClear,
}: FilterAreaProps) {
  return (
    <FilterSheet active={checkedCount(filters)} results={results} onClear={onClear}>
      <FilterPanel
        options={options}
        filters={filters}
        hidden={hidden}
        disabled={counts === null}
        counts={counts ?? undefined}
        onToggle={onToggle}
      />
    </FilterSheet>
  );
}
