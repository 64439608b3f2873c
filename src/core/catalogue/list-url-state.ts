import { NO_FILTERS, SPECIAL_FILTERS, type ProductFilters } from './filter-products';
import { PRICE_BANDS, type PriceBandKey } from './price-bands';
import { SORT_OPTIONS } from './sort-products';

/** A product list's checks, sort and page, kept in the address so a filtered list can be shared. */
export interface ListState {
  filters: ProductFilters;
  page: number;
}

type ListGroup = Exclude<keyof ProductFilters, 'admin' | 'sortIndex'>;

/** Short parameter names; a value repeats for each checked box (?color=Red&color=Black). */
const PARAMS: Record<ListGroup, string> = {
  options: 'show',
  brands: 'brand',
  categories: 'category',
  subCategories: 'sub',
  colors: 'color',
  styles: 'style',
  sizes: 'size',
  priceBands: 'price',
};

const SPECIAL_KEYS: readonly string[] = SPECIAL_FILTERS.map((f) => f.key);
const BAND_KEYS: readonly string[] = PRICE_BANDS.map((b) => b.key);
const MAX_VALUES = 50;

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/**
 * Reads a list's state from a query string. Anything unknown or malformed is dropped rather than
 * refused: a mistyped shared link still opens the list.
 */
export function parseListState(search: string): ListState {
  const params = new URLSearchParams(search);
  const values = (group: ListGroup) =>
    [...new Set(params.getAll(PARAMS[group]).map((v) => v.trim()))]
      .filter((v) => v !== '' && v.length <= 100)
      .slice(0, MAX_VALUES);
  const filters: ProductFilters = {
    ...NO_FILTERS,
    options: values('options').filter((v) => SPECIAL_KEYS.includes(v)) as ProductFilters['options'],
    brands: values('brands'),
    categories: values('categories'),
    subCategories: values('subCategories'),
    colors: values('colors'),
    styles: values('styles'),
    sizes: values('sizes'),
    priceBands: values('priceBands').filter((v) => BAND_KEYS.includes(v)) as PriceBandKey[],
    sortIndex: wholeNumber(params.get('sort'), 0, SORT_OPTIONS.length - 1) ?? 0,
  };
  return { filters, page: wholeNumber(params.get('page'), 1, 100_000) ?? 1 };
}

/** The query string for a state ('' for the plain list); defaults are left out. */
export function listStateToSearch({ filters, page }: ListState): string {
  const params = new URLSearchParams();
  for (const group of Object.keys(PARAMS) as ListGroup[]) {
    for (const value of filters[group]) params.append(PARAMS[group], value);
  }
  if (filters.sortIndex !== 0) params.set('sort', String(filters.sortIndex));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
