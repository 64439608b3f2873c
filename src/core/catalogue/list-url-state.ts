import type { FilterChoice, FilterOptions } from './filter-options';
import { NO_FILTERS, SPECIAL_FILTERS, type ProductFilters } from './filter-products';
import { PRICE_BANDS, type PriceBandKey } from './price-bands';
import { SORT_OPTIONS, defaultSortIndex } from './sort-products';

/** A product list's checks, sort and page, kept in the address so a filtered list can be shared. */
export interface ListState {
  filters: ProductFilters;
  page: number;
}

type ListGroup = Exclude<keyof ProductFilters, 'admin' | 'sortIndex'>;

/** The plain list: what the static page shows before the address is read. */
export const PLAIN_LIST: ListState = { filters: NO_FILTERS, page: 1 };

/** The plain list of a search: the same, sorted by relevance (issue 18). */
export const plainList = (searching: boolean): ListState =>
  searching
    ? { filters: { ...NO_FILTERS, sortIndex: defaultSortIndex(true) }, page: 1 }
    : PLAIN_LIST;

/**
 * Short parameter names; brand, category, sub-category, colour and style values are the
 * language-neutral keys (English names, FilterChoice.value), so a link means the same list in
 * both languages; a value repeats for each checked box (?color=Red&color=Black). */
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
 * refused: a mistyped shared link still opens the list. A search (searching) also knows the
 * relevance sort, its default; elsewhere that index is unknown and the default applies.
 */
export function parseListState(search: string, searching = false): ListState {
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
    sortIndex:
      wholeNumber(
        params.get('sort'),
        0,
        searching ? SORT_OPTIONS.length : SORT_OPTIONS.length - 1,
      ) ?? defaultSortIndex(searching),
  };
  return { filters, page: wholeNumber(params.get('page'), 1, 100_000) ?? 1 };
}

/** The query string for a state ('' for the plain list); defaults are left out. */
export function listStateToSearch({ filters, page }: ListState, searching = false): string {
  const params = new URLSearchParams();
  for (const group of Object.keys(PARAMS) as ListGroup[]) {
    for (const value of filters[group]) params.append(PARAMS[group], value);
  }
  if (filters.sortIndex !== defaultSortIndex(searching))
    params.set('sort', String(filters.sortIndex));
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type NamedGroup = keyof FilterOptions & ListGroup;
const NAMED_GROUPS: readonly NamedGroup[] = [
  'brands',
  'categories',
  'subCategories',
  'colors',
  'styles',
  'sizes',
];

function keyFor(value: string, choices: readonly FilterChoice[]): string {
  if (choices.some((choice) => choice.value === value)) return value;
  const lower = value.toLocaleLowerCase();
  const named =
    choices.find((choice) => choice.label === value) ??
    choices.find((choice) => choice.label.toLocaleLowerCase() === lower);
  return named?.value ?? value;
}

/**
 * The address's values as keys of the offered boxes: a value that is a box's label rather
 * than its key (a link from when Italian pages kept Italian names, ?color=Rosso) is read as
 * that box. Values that are neither stay as they are and match nothing.
 */
export function canonicalFilters(filters: ProductFilters, options: FilterOptions): ProductFilters {
  const next: ProductFilters = { ...filters };
  for (const group of NAMED_GROUPS) {
    const keys = filters[group].map((value) => keyFor(value, options[group]));
    next[group] = [...new Set(keys)];
  }
  return next;
}
