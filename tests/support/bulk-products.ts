import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** What addBulkProducts made: their category and brand, and the colours it gave them in turn. */
export interface BulkProducts {
  category: string;
  categoryId: number;
  colors: { id: number; name: string }[];
}

export const BULK_SKU = (n: number) => `BULK-${String(n).padStart(4, '0')}`;

/**
 * Adds `count` products to the category of a seeded active product, in one INSERT ... SELECT
 * over generate_series (a test's set-up, not the bench's generator). Product n is named
 * "Zz Bulk n" ("Zz Borsa n" in Italian), so by name they come after the seeded ones, n in
 * numeric order; its price, sale, featured flag, sizes, stock, status and colour turn with n:
 * every 50th is deleted, every 40th (from the first) out of stock.
 */
export async function addBulkProducts(db: Db, count: number): Promise<BulkProducts> {
  const { rows: picked } = await db.execute<{ id: string; category: string; category_id: number }>(
    sql`select p.id, c.name as category, c.id as category_id
          from products p join categories c on c.id = p.category_id
         where p.status = 'A' and p.in_stock > p.min_stock
         order by c.name limit 1`,
  );
  const template = picked[0];
  if (!template) throw new Error('no seeded product to copy');
  const { rows: colors } = await db.execute<{ id: number; name: string }>(
    sql`select id, name from colors order by id limit 3`,
  );
  await db.execute(sql`
    insert into products (sku, url, status, brand_id, category_id, images, retail_price,
                          sale_percent, in_stock, min_stock, featured, sizes, eng, ita)
    select 'BULK-' || lpad(g::text, 4, '0'), 'zz-bulk-' || g,
           case when g % 50 = 0 then 'Z' else 'A' end,
           t.brand_id, t.category_id, t.images, 1000 + (g * 737) % 40000,
           case when g % 10 = 0 then 20 else 0 end,
           case when g % 40 = 1 then 0 else 5 end, 0, g % 7 = 0,
           case when g % 3 = 0 then array['S', 'M'] else array['L'] end,
           jsonb_set(t.eng, '{name}', to_jsonb('Zz Bulk ' || g)),
           jsonb_set(t.ita, '{name}', to_jsonb('Zz Borsa ' || g))
      from products t, generate_series(1, ${count}) g
     where t.id = ${template.id}`);
  const ids = colors.map((c) => c.id);
  await db.execute(sql`
    insert into product_colors (product_id, color_id)
    select p.id, (${sql.raw(`array[${ids.join(',')}]`)})[substring(p.sku from 6)::int % ${ids.length} + 1]
      from products p where p.sku like 'BULK-%'`);
  return { category: template.category, categoryId: template.category_id, colors };
}
