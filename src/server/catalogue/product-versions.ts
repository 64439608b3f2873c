import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { inListOrder, inScope, type ProductCriteria } from './product-rows';

/** A product of a list's scope and the version of everything its list form is read from. */
export interface ProductVersion {
  id: string;
  version: string;
}

/** The versions of one product's links to sub-categories, colours or styles, in key order. */
const linkVersions = (table: string, key: string) =>
  sql.raw(
    `coalesce((select string_agg(l.xmin::text, ',' order by l.${key}) from ${table} l where l.product_id = products.id), '')`,
  );

/**
 * A row's version: the transaction that last wrote the product row, and those that wrote its
 * links (PostgreSQL's xmin: every update writes a new row version under its own transaction,
 * so equal versions mean an unchanged row). Links are written apart from the product row
 * (product-links.ts), so they count too; three primary-key lookups per product.
 */
const version = sql<string>`concat_ws('/', products.xmin::text, ${linkVersions('product_sub_categories', 'category_sub_id')}, ${linkVersions('product_colors', 'color_id')}, ${linkVersions('product_styles', 'style_id')})`;

const selectVersions = (db: Db, criteria: ProductCriteria) =>
  inScope(db.select({ id: products.id, version }).from(products).$dynamic(), criteria);

/**
 * The scope's products as ids and versions only, in the order findProducts gives them (name,
 * or best match first for a search): a narrow read, so a list's scope can be brought up to
 * date by reading in full only the products whose version moved (product-scope-cache.ts).
 */
export function findVersions(db: Db, criteria: ProductCriteria): Promise<ProductVersion[]> {
  return inListOrder(
    db,
    criteria,
    (c) => selectVersions(db, c),
    (row) => row.id,
  );
}

/**
 * The version of the names every product's list form carries (brands, categories,
 * sub-categories, colours, styles): when it moves, each product of a scope is read again.
 */
export async function namesVersion(db: Db): Promise<string> {
  const of = (table: string) =>
    `(select string_agg(id || ':' || xmin::text, ',' order by id) from ${table})`;
  const tables = ['brands', 'categories', 'category_subs', 'colors', 'styles'];
  const { rows } = await db.$client.query<{ version: string }>(
    `select md5(concat_ws('|', ${tables.map(of).join(', ')})) as version`,
  );
  return rows[0]?.version ?? '';
}
