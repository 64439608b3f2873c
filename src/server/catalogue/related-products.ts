import { asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { RELATED_WEIGHTS } from '../../core/catalogue/related-products';
import type { Db } from '../db/client';
import { productColors, products, productStyles, productSubCategories } from '../db/schema';
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

/** Whether the listed product shares a value of a link table with `id`. */
function sharesLink(
  table: typeof productSubCategories | typeof productColors | typeof productStyles,
  column: 'category_sub_id' | 'color_id' | 'style_id',
  id: string,
): SQL {
  const col = sql.raw(column);
  return sql`exists (select 1 from ${table} a join ${table} b on a.${col} = b.${col} where a.product_id = ${id} and b.product_id = ${products.id})`;
}

const worth = (condition: SQL, weight: number) =>
  sql`(case when ${condition} then ${sql.raw(String(weight))} else 0 end)`;

/**
 * The score of src/core/catalogue/related-products.ts as SQL, so the list is ranked, cut to
 * its rows and cached like any other product list; the same weights and tie-breaks, so the
 * build's related section and this answer agree (tests/api/related-products.test.ts).
 */
function scoreOf(to: RelatedTo): SQL {
  return sql`(${sql.join(
    [
      worth(
        sharesLink(productSubCategories, 'category_sub_id', to.id),
        RELATED_WEIGHTS.subCategory,
      ),
      worth(sql`${products.categoryId} = ${to.categoryId}`, RELATED_WEIGHTS.category),
      worth(sql`${products.brandId} = ${to.brandId}`, RELATED_WEIGHTS.brand),
      worth(sharesLink(productStyles, 'style_id', to.id), RELATED_WEIGHTS.style),
      worth(sharesLink(productColors, 'color_id', to.id), RELATED_WEIGHTS.colour),
    ],
    sql` + `,
  )})`;
}

/**
 * GET products?related={sku} (docs/decisions.md, "Related products (issue 18)"): the other
 * products sharing the most with that one, best first. A value that is no product's SKU keeps
 * the spec's {search} reading: products matching any of its words, as before.
 */
export async function relatedCriteria(
  db: Db,
  related: string,
  words: (text: string) => string[],
): Promise<Partial<ProductCriteria>> {
  const to = related ? await productBySku(db, related) : undefined;
  if (!to) return { anyWords: words(related) };
  const score = scoreOf(to);
  return {
    where: [ne(products.id, to.id), sql`${score} > 0`],
    orderFirst: [
      desc(score),
      asc(sql`abs(${products.retailPrice} - ${to.retailPrice})`),
      asc(sql`${products.sku} collate "C"`),
    ],
  };
}
