import { sql, type SQL } from 'drizzle-orm';
import { TOP_LIMIT, type TopBrand, type TopProduct } from '../../../core/sales/sales-report';
import { whole } from './period-days';

/**
 * CTEs after `periodCtes` ending in `top`: the top products by kept
 * quantity of shipped lines and the top brands by turnover, each row with its `kind` and
 * `rank`. A product is its sku (the line keeps it, even when the product is gone); its names
 * are the product's English and Italian names now, or when no product has the sku any more, one
 * of its lines' (looked up for those only). The Italian back office shows `itaName`, English
 * where there is none. A brand is its product's brand now; lines of a product that no longer
 * exists have none.
 */
export const topCtes = (): SQL => sql`
    top_products as (
      select sku, sum(kept) as quantity, sum(kept_inc) as turnover,
             row_number() over (order by sum(kept) desc, sum(kept_inc) desc, sku) as rank
        from period_skus
       group by sku
      having sum(kept) > 0
       order by rank
       limit ${TOP_LIMIT}
    ),
    top_brands as (
      select b.name as brand, b.ita_name, sum(s.kept) as quantity, sum(s.kept_inc) as turnover,
             row_number() over (order by sum(s.kept_inc) desc, sum(s.kept) desc, b.name) as rank
        from period_skus s
        join products p on p.id = s.product_id
        join brands b on b.id = p.brand_id
       group by b.id, b.name, b.ita_name
      having sum(s.kept) > 0
       order by rank
       limit ${TOP_LIMIT}
    ),
    top as (
      select 'product' as kind, t.rank, t.sku as key, coalesce(
               p.eng->>'name',
               (select i.name from order_items i where i.sku = t.sku limit 1)
             ) as name,
             coalesce(
               nullif(p.ita->>'name', ''),
               (select nullif(i.ita_name, '') from order_items i where i.sku = t.sku limit 1)
             ) as ita_name,
             t.quantity, t.turnover
        from top_products t
        left join products p on p.sku = t.sku
      union all
      select 'brand', rank, brand, brand, nullif(ita_name, ''), quantity, turnover from top_brands
    )`;

/** The `top` rows, in rank order, split into the two lists. */
export function toTop(rows: Record<string, unknown>[]): {
  topProducts: TopProduct[];
  topBrands: TopBrand[];
} {
  const topProducts: TopProduct[] = [];
  const topBrands: TopBrand[] = [];
  for (const row of rows) {
    const quantity = whole(row.quantity);
    const turnover = whole(row.turnover);
    const itaName = typeof row.ita_name === 'string' ? row.ita_name : '';
    if (row.kind === 'product') {
      const name = String(row.name);
      topProducts.push({ sku: String(row.key), name, itaName, quantity, turnover });
    } else topBrands.push({ brand: String(row.key), itaName, quantity, turnover });
  }
  return { topProducts, topBrands };
}
