import * as z from 'zod';
import { ADMIN_PRODUCT_FILTERS } from '../../core/catalogue/admin-product-filters';
import {
  NO_FILTERS,
  SPECIAL_FILTERS,
  type ProductFilters,
} from '../../core/catalogue/filter-products';
import type { ListPageQuery } from '../../core/catalogue/list-page';
import { PRICE_BANDS } from '../../core/catalogue/price-bands';
import { SORT_OPTIONS, defaultSortIndex } from '../../core/catalogue/sort-products';
import { splitList } from '../../core/catalogue/split-list';
import { LIST_CHECK_PARAMS as P } from '../../core/catalogue/list-page-params';
import { CONTENT_LANGUAGES } from '../../core/routes/languages';

/** As many checks per group as a list's address keeps (list-url-state.ts). */
const MAX_CHECKS = 50;

/**
 * A group's checks: one field, the values separated by semicolons (a name never holds one:
 * splitList), since a repeated query key keeps only its last value here. Blank and repeated
 * values are dropped.
 */
const checks = (what: string) =>
  z
    .string()
    .max(MAX_CHECKS * 101)
    .optional()
    .transform((text) => [...new Set(splitList(text ?? ''))].slice(0, MAX_CHECKS))
    .describe(`${what}, separated by ";"`);

const keyed = <K extends string>(what: string, keys: readonly [K, ...K[]]) =>
  checks(what).pipe(z.array(z.enum(keys, { error: `use ${keys.join(', ')}` })));

const keysOf = <K extends string>(items: readonly [{ key: K }, ...{ key: K }[]]) =>
  items.map((item) => item.key) as [K, ...K[]];

/**
 * GET products' list fields beyond the spec (issue 27.2): with `page`, the answer is that page
 * of the whole list, filtered and sorted on the server, with the list's total and facet counts.
 * The checks' names are LIST_CHECK_PARAMS'.
 */
export const listQueryFields = {
  page: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000')
    .optional()
    .describe('Answer this page (from 1) of the list, `rows` products a page'),
  lng: z
    .enum(CONTENT_LANGUAGES, { error: `use ${CONTENT_LANGUAGES.join(' or ')}` })
    .optional()
    .describe('The language names sort and boxes are labelled in (default eng)'),
  sort: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(SORT_OPTIONS.length, `must be at most ${SORT_OPTIONS.length}`)
    .optional()
    .describe(
      `${SORT_OPTIONS.map((option, index) => `${index} ${option.label}`).join(', ')}, ` +
        `${SORT_OPTIONS.length} Relevance (a search's default; elsewhere ${SORT_OPTIONS[0].label})`,
    ),
  [P.options]: keyed('Featured or on sale', keysOf(SPECIAL_FILTERS)),
  [P.brands]: checks('Brands (English names)'),
  [P.categories]: checks('Categories (English names)'),
  [P.subCategories]: checks('Sub-categories (English names)'),
  [P.colors]: checks('Colours (English names)'),
  [P.styles]: checks('Styles (English names)'),
  [P.sizes]: checks('Sizes'),
  [P.priceBands]: keyed('Price bands', keysOf(PRICE_BANDS)),
  [P.admin]: keyed('Administrators’ checks', keysOf(ADMIN_PRODUCT_FILTERS)),
} as const;

type ListFields = z.output<z.ZodObject<typeof listQueryFields>>;

/**
 * The page a query asks for, or null when it names no page (the spec's calls, answered as
 * before). A sort index that only a search has (relevance) means the default elsewhere.
 */
export function listPageQuery(
  query: ListFields & { rows: number; search?: string },
): ListPageQuery | null {
  if (query.page === undefined) return null;
  const searching = Boolean(query.search);
  const sortIndex =
    query.sort !== undefined && (searching || query.sort < SORT_OPTIONS.length)
      ? query.sort
      : defaultSortIndex(searching);
  const filters: ProductFilters = {
    ...NO_FILTERS,
    admin: query[P.admin],
    options: query[P.options],
    brands: query[P.brands],
    categories: query[P.categories],
    subCategories: query[P.subCategories],
    colors: query[P.colors],
    styles: query[P.styles],
    sizes: query[P.sizes],
    priceBands: query[P.priceBands],
    sortIndex,
  };
  return { filters, page: query.page, rows: query.rows, lng: query.lng ?? 'eng' };
}
