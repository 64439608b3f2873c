import { eq, sql, type SQL } from 'drizzle-orm';
import { RELATED_WEIGHTS } from '../../core/catalogue/related-products';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { ProductCriteria } from './product-rows';

type RelatedTo = Pick<
  typeof products.$inferSelect,
  'id' | 'categoryId' | 'brandId' | 'retailPrice'
>;

/** The product `related` names by its SKU (any status or stock: a sold-out page still relates). */
async function productBySku(db: Db, sku: string): Promise<RelatedTo | undefined> {
  const [row] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      brandId: products.brandId,
      retailPrice: products.retailPrice,
    })
    .from(products)
    .where(eq(sql`upper(${products.sku})`, sku.toUpperCase()))
    .limit(1);
  return row;
}

const weight = (kind: keyof typeof RELATED_WEIGHTS) => sql.raw(String(RELATED_WEIGHTS[kind]));

/**
 * The link-table rows of products sharing a value with product `id`, one per product. Sets,
 * not a lookup per listed row: the catalogue is ranked in one pass.
 */
const sharing = (table: string, column: string, id: string, kind: keyof typeof RELATED_WEIGHTS) =>
  sql`select b.product_id as id, ${weight(kind)} as w from ${sql.raw(table)} b where b.${sql.raw(column)} in (select a.${sql.raw(column)} from ${sql.raw(table)} a where a.product_id = ${id}) group by b.product_id`;

/**
 * The ids of the best `limit` products visible to the caller, best first: the score of
 * src/core/catalogue/related-products.ts summed over what is shared (the same weights and
 * tie-breaks, so the build's related section and this answer agree: tests/api/
 * related-products.test.ts). Ranked on narrow rows first, so only the chosen few are then
 * read in full: at 20,000 products, scoring every full row cost ~150 ms a call.
 */
async function rankedIds(
  db: Db,
  to: RelatedTo,
  visible: Pick<ProductCriteria, 'status' | 'inStockOnly' | 'limit'>,
): Promise<string[]> {
  const conditions = [
    sql`p.id <> ${to.id}`,
    visible.status ? sql`p.status = ${visible.status}` : undefined,
    visible.inStockOnly ? sql`p.in_stock > p.min_stock` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const { rows } = await db.execute<{ id: string }>(sql`
    with shared as (
      ${sharing('product_sub_categories', 'category_sub_id', to.id, 'subCategory')}
      union all
      select id, ${weight('category')} from products where category_id = ${to.categoryId}
      union all
      select id, ${weight('brand')} from products where brand_id = ${to.brandId}
      union all
      ${sharing('product_styles', 'style_id', to.id, 'style')}
      union all
      ${sharing('product_colors', 'color_id', to.id, 'colour')}
    )
    select p.id from shared s join products p on p.id = s.id
    where ${sql.join(conditions, sql` and `)}
    group by p.id
    order by sum(s.w) desc, abs(p.retail_price - ${to.retailPrice}), p.sku collate "C"
    limit ${visible.limit}`);
  return rows.map((row) => row.id);
}

/**
 * GET products?related={sku} (docs/decisions.md, "Related products (issue 18)"): the other
 * products sharing the most with that one, best first, among those the caller may see
 * (`criteria`: status, stock, rows). A value that is no product's SKU keeps the spec's
 * {search} reading: products matching any of its words, as before.
 */
export async function relatedCriteria(
  db: Db,
  related: string,
  words: (text: string) => string[],
  criteria: Pick<ProductCriteria, 'status' | 'inStockOnly' | 'limit'>,
): Promise<Partial<ProductCriteria>> {
  const to = related ? await productBySku(db, related) : undefined;
  if (!to) return { anyWords: words(related) };
  const ids = await rankedIds(db, to, criteria);
  const order = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // No ids: findProducts answers [] before it would build the (then empty) array.
  return { ids, orderFirst: [sql`array_position(array[${order}], ${products.id})`] };
}
