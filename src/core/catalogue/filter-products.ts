import type { ContentLanguage } from '../routes/languages';
import type { AdminProductFilterKey } from './admin-product-filters';
import { inPriceBand, priceBandByKey, type PriceBandKey } from './price-bands';
import type { CatalogueProduct } from './product';
import { filterKeys, type ProductText } from './product-text';
import { DEFAULT_SORT_INDEX, sortProducts } from './sort-products';

/** Spec section 9: "Special filters: Featured Products, On Sale Products." */
export const SPECIAL_FILTERS = [
  { key: 'featured', label: 'Featured Products' },
  { key: 'sale', label: 'On Sale Products' },
] as const;
export type SpecialFilterKey = (typeof SPECIAL_FILTERS)[number]['key'];

/** The checked boxes of the product list. An empty group does not filter. */
export interface ProductFilters {
  admin: readonly AdminProductFilterKey[];
  options: readonly SpecialFilterKey[];
  brands: readonly string[];
  categories: readonly string[];
  subCategories: readonly string[];
  colors: readonly string[];
  styles: readonly string[];
  sizes: readonly string[];
  priceBands: readonly PriceBandKey[];
  sortIndex: number;
}

/** Spec section 4: "clearing filters resets all checks". */
export const NO_FILTERS: ProductFilters = {
  admin: [],
  options: [],
  brands: [],
  categories: [],
  subCategories: [],
  colors: [],
  styles: [],
  sizes: [],
  priceBands: [],
  sortIndex: DEFAULT_SORT_INDEX,
};

/**
 * Spec section 4: "Filters combine in sequence: admin, options (featured/sale), brand,
 * category, sub-category, colour, style, price; then the sort option applies." Size is not in
 * that sentence; it sits beside colour and style, before price.
 */
export const FILTER_SEQUENCE = [
  'admin',
  'options',
  'brand',
  'category',
  'subCategory',
  'colour',
  'style',
  'size',
  'price',
] as const;
export type FilterStep = (typeof FILTER_SEQUENCE)[number];

/**
 * How an administrator's check keeps a product (admin-product-filters' adminProductFilter).
 * The callers that take admin checks (the admin list, the server's list pages) give it, so the
 * storefront's lists, which never have one, do not carry the admin filters in their scripts.
 */
export type AdminMatch = (key: AdminProductFilterKey) => (product: CatalogueProduct) => boolean;

const NO_ADMIN_MATCH: AdminMatch = (key) => {
  throw new Error(`the admin check ${key} needs the admin filters (pass adminProductFilter)`);
};

/** A product with the language-neutral names its filters compare. */
export type FilterRow = { product: CatalogueProduct; text: ProductText };
type Row = FilterRow;

export const filterRow = (product: CatalogueProduct): FilterRow => ({
  product,
  text: filterKeys(product),
});

const anyOf = (checked: readonly string[], values: readonly string[]): boolean =>
  values.some((value) => checked.includes(value));

/** On sale means a real discount (salePrice is the spec's percentage). */
export const SPECIAL_MATCHES: Record<SpecialFilterKey, (product: CatalogueProduct) => boolean> = {
  featured: (product) => product.list.featured,
  sale: (product) => product.sell.salePrice > 0,
};

/**
 * Each step keeps a product when it matches any checked box of its group; the groups narrow one
 * after another, so a product must satisfy every group that has a check.
 */
const STEPS: Record<
  FilterStep,
  (filters: ProductFilters, adminMatch: AdminMatch) => ((row: Row) => boolean) | null
> = {
  admin: ({ admin }, adminMatch) => {
    if (admin.length === 0) return null;
    const matches = admin.map(adminMatch);
    return ({ product }) => matches.some((match) => match(product));
  },
  options: ({ options }) =>
    options.length === 0
      ? null
      : ({ product }) => options.some((key) => SPECIAL_MATCHES[key](product)),
  brand: ({ brands }) => (brands.length === 0 ? null : ({ text }) => anyOf(brands, text.brands)),
  category: ({ categories }) =>
    categories.length === 0 ? null : ({ text }) => categories.includes(text.category),
  subCategory: ({ subCategories }) =>
    subCategories.length === 0 ? null : ({ text }) => anyOf(subCategories, text.subCategories),
  colour: ({ colors }) => (colors.length === 0 ? null : ({ text }) => anyOf(colors, text.colors)),
  style: ({ styles }) => (styles.length === 0 ? null : ({ text }) => anyOf(styles, text.styles)),
  size: ({ sizes }) => (sizes.length === 0 ? null : ({ product }) => anyOf(sizes, product.sizes)),
  price: ({ priceBands }) => {
    const bands = priceBands.flatMap((key) => priceBandByKey(key) ?? []);
    return bands.length === 0
      ? null
      : ({ product }) => bands.some((band) => inPriceBand(product.sell.price, band));
  },
};

/** The steps that have a check, in the spec's sequence, each with the test a row must pass. */
export function activeSteps(
  filters: Partial<ProductFilters>,
  adminMatch: AdminMatch = NO_ADMIN_MATCH,
): [FilterStep, (row: FilterRow) => boolean][] {
  const all: ProductFilters = { ...NO_FILTERS, ...filters };
  return FILTER_SEQUENCE.flatMap((step) => {
    const keep = STEPS[step](all, adminMatch);
    return keep ? [[step, keep] as [FilterStep, (row: FilterRow) => boolean]] : [];
  });
}

/** How many boxes are checked (the sort is not a filter). */
export function checkedCount(filters: ProductFilters): number {
  const { sortIndex: _sort, ...groups } = filters;
  return Object.values(groups).reduce((sum, checked) => sum + checked.length, 0);
}

/** The rows every checked group keeps, in the order given (the server filters a sorted list). */
export function keptRows(
  rows: readonly Row[],
  filters: Partial<ProductFilters>,
  adminMatch?: AdminMatch,
): Row[] {
  let kept = [...rows];
  for (const [, keep] of activeSteps(filters, adminMatch)) kept = kept.filter(keep);
  return kept;
}

/**
 * Applies the checked filters in the spec's sequence, then the sort option (in the chosen
 * language). Brand, category, sub-category, colour and style compare with the
 * language-neutral keys (filterKeys) that filterOptions gives as box values, so the same
 * checks give the same list in every language. Admin checks need `adminMatch` (AdminMatch).
 */
export function filterProducts(
  products: readonly CatalogueProduct[],
  filters: Partial<ProductFilters>,
  lng: ContentLanguage,
  adminMatch?: AdminMatch,
): CatalogueProduct[] {
  const rows = keptRows(products.map(filterRow), filters, adminMatch);
  return sortProducts(
    rows.map(({ product }) => product),
    filters.sortIndex ?? NO_FILTERS.sortIndex,
    lng,
  );
}
