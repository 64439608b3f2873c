import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rankedMatches, type SearchPlan } from './search/search-plan';
import {
  brands,
  categories,
  categorySubs,
  colors,
  productColors,
  products,
  productStyles,
  productSubCategories,
  styles,
} from '../db/schema';

export interface NamePair {
  name: string;
  itaName: string;
}

/** A joined name with its id (sub-categories, colours, styles): admin forms edit by id. */
export interface LinkedName extends NamePair {
  id: number;
}

/** What the product query may narrow by, already resolved to ids by the caller. */
export interface ProductCriteria {
  /** undefined: every match (a list's whole scope, paged by the caller). */
  limit: number | undefined;
  /** undefined: any status (administrators). */
  status?: 'A' | 'Z';
  inStockOnly: boolean;
  /** Product ids (admin answers find the saved product by id). */
  ids?: string[];
  sku?: string;
  url?: string;
  brandIds?: number[];
  categoryIds?: number[];
  subCategoryIds?: number[];
  /** A shopper's search (search/search-plan.ts): matches only, best first. */
  search?: SearchPlan;
  /** Any word may appear (related). */
  anyWords?: string[];
  featured?: boolean;
  special?: boolean;
  freeDelivery?: boolean;
  /** A list's own leading order, built in its module (related-products.ts). */
  orderFirst?: SQL[];
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** The text a search looks through: codes and names in both languages. */
const searchable = sql`concat_ws(' ', ${products.sku}, ${products.eng}->>'name', ${products.ita}->>'name', ${brands.name}, ${brands.itaName}, ${categories.name}, ${categories.itaName}, (select string_agg(cs.name || ' ' || cs.ita_name, ' ') from ${productSubCategories} psc join ${categorySubs} cs on cs.id = psc.category_sub_id where psc.product_id = ${products.id}))`;

function wordMatch(word: string): SQL {
  return sql`${searchable} ilike ${likePattern(word)}`;
}

export function whereFor(criteria: ProductCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    criteria.status ? eq(products.status, criteria.status) : undefined,
    criteria.inStockOnly ? gt(products.inStock, products.minStock) : undefined,
    criteria.ids ? inArray(products.id, criteria.ids) : undefined,
    criteria.sku ? eq(sql`upper(${products.sku})`, criteria.sku.toUpperCase()) : undefined,
    criteria.url ? eq(products.url, criteria.url) : undefined,
    criteria.brandIds ? inArray(products.brandId, criteria.brandIds) : undefined,
    criteria.categoryIds ? inArray(products.categoryId, criteria.categoryIds) : undefined,
    criteria.subCategoryIds
      ? sql`exists (select 1 from ${productSubCategories} psc where psc.product_id = ${products.id} and psc.category_sub_id in ${criteria.subCategoryIds})`
      : undefined,
    criteria.anyWords?.length ? or(...criteria.anyWords.map(wordMatch)) : undefined,
    criteria.featured ? eq(products.featured, true) : undefined,
    criteria.special ? or(eq(products.special, true), gt(products.salePercent, 0)) : undefined,
    criteria.freeDelivery ? eq(products.freeDelivery, true) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

const namesOf = (join: SQL) =>
  sql<LinkedName[]>`coalesce((${join}), '[]'::json)`.mapWith((v: unknown) => v as LinkedName[]);

/**
 * The ids of a search's matches, best first, ranked on product_search alone: ranking thousands
 * of matches never carries whole product rows (the full rows are read for these ids only),
 * and the planner sorts the matches first and reads products for the first few it keeps.
 * Products sold by weight (price to be confirmed) come after those with a price shown
 * (docs/decisions.md, "Issue 25.12").
 */
async function rankedIds(
  db: Db,
  plan: SearchPlan & { tsquery: string },
  criteria: ProductCriteria,
) {
  const filters = whereFor(criteria);
  const { rows } = await db.execute<{ id: string }>(
    sql`select r.product_id as id from ${rankedMatches(plan, sql`r`)}
          join ${products} on ${products.id} = r.product_id
         ${filters ? sql`where ${filters}` : sql``}
         order by ${products.sellBy} = 'w', r.score desc, r.sort_name, r.product_id
         ${criteria.limit === undefined ? sql`` : sql`limit ${criteria.limit}`}`,
  );
  return rows.map((row) => row.id);
}

const matchesNothing = (criteria: ProductCriteria): boolean =>
  criteria.ids?.length === 0 ||
  criteria.brandIds?.length === 0 ||
  criteria.categoryIds?.length === 0 ||
  criteria.subCategoryIds?.length === 0 ||
  criteria.search?.tsquery === null;

/**
 * The products `criteria` match, as `select` reads them (in listOrder), or, for a search,
 * best first: the search ranked first (rankedIds), then `select` asked for those ids. Empty
 * lists of ids, or a search with nothing to look for, match nothing.
 */
export async function inListOrder<T>(
  db: Db,
  criteria: ProductCriteria,
  select: (criteria: ProductCriteria) => Promise<T[]>,
  idOf: (row: T) => string,
): Promise<T[]> {
  if (matchesNothing(criteria)) return [];
  if (!criteria.search?.tsquery) return select(criteria);
  const { search, ...filters } = criteria;
  const ids = await rankedIds(db, { ...search, tsquery: criteria.search.tsquery }, filters);
  if (ids.length === 0) return [];
  const place = new Map(ids.map((id, i) => [id, i]));
  const rows = await select({ ...filters, ids, limit: undefined });
  return rows.sort((a, b) => (place.get(idOf(a)) ?? 0) - (place.get(idOf(b)) ?? 0));
}

export function findProducts(db: Db, criteria: ProductCriteria): Promise<ProductRow[]> {
  return inListOrder(
    db,
    criteria,
    (c) => selectProducts(db, c),
    (row) => row.product.id,
  );
}

/** The order a scope is read in: the list's own leading order, then name and sku. */
export const listOrder = (criteria: ProductCriteria): SQL[] => [
  ...(criteria.orderFirst ?? []),
  asc(sql`lower(${products.eng}->>'name')`),
  asc(products.sku),
];

/**
 * A select from products narrowed to the scope: each product joined to its brand and category
 * (the filters read them), in list order and up to the criteria's limit.
 */
export function inScope<Q extends PgSelect>(query: Q, criteria: ProductCriteria) {
  const scoped = query
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(whereFor(criteria))
    .orderBy(...listOrder(criteria));
  return criteria.limit === undefined ? scoped : scoped.limit(criteria.limit);
}

function selectProducts(db: Db, criteria: ProductCriteria) {
  const query = db
    .select({
      product: products,
      brand: { name: brands.name, itaName: brands.itaName },
      category: { name: categories.name, itaName: categories.itaName },
      subCategories: namesOf(
        sql`select json_agg(json_build_object('id', cs.id, 'name', cs.name, 'itaName', cs.ita_name) order by cs.sort, cs.name) from ${productSubCategories} psc join ${categorySubs} cs on cs.id = psc.category_sub_id where psc.product_id = ${products.id}`,
      ),
      colors: namesOf(
        sql`select json_agg(json_build_object('id', c.id, 'name', c.name, 'itaName', c.ita_name) order by c.sort, c.name) from ${productColors} pc join ${colors} c on c.id = pc.color_id where pc.product_id = ${products.id}`,
      ),
      styles: namesOf(
        sql`select json_agg(json_build_object('id', s.id, 'name', s.name, 'itaName', s.ita_name) order by s.sort, s.name) from ${productStyles} ps join ${styles} s on s.id = ps.style_id where ps.product_id = ${products.id}`,
      ),
    })
    .from(products)
    .$dynamic();
  return inScope(query, criteria);
}

export type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];
