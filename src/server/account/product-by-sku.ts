import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/**
 * A product of any status by sku in any case, as GET products finds one; the exact spelling
 * wins should two skus differ only in case (they are unique as stored).
 */
export async function productBySku(db: Db, sku: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(eq(sql`upper(${products.sku})`, sku.toUpperCase()))
    .orderBy(desc(sql`${products.sku} = ${sku}`))
    .limit(1);
  return row;
}
