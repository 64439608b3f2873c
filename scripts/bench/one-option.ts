import type { Db } from '../../src/server/db/client';

/**
 * Leaves the products one colour and one style each (their first), so add_cart takes them
 * without a choice: a benchmark's shopper adds by sku alone.
 */
export async function keepOneOption(db: Db, productIds: readonly string[]): Promise<void> {
  for (const table of ['product_colors', 'product_styles'] as const) {
    const column = table === 'product_colors' ? 'color_id' : 'style_id';
    await db.$client.query(
      `delete from ${table} t
        where t.product_id = any($1)
          and t.${column} <> (select min(o.${column}) from ${table} o where o.product_id = t.product_id)`,
      [productIds],
    );
  }
}
