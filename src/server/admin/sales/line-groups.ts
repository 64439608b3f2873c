import { sql, type SQL } from 'drizzle-orm';
import { keptShare } from './period-lines';

/**
 * `line_groups`: every line sum of the dashboard in one pass over `period_lines` (a year is
 * ~150,000 lines; reading them once is what keeps it under a second), with GROUPING SETS:
 * `kind` 'all' (the period), 'day' (UTC day the order was placed), 'sku' and 'brand' (the
 * product's brand now; lines without a product have a null brand). Money and `kept` count
 * shipped lines only; `sold`/`cancelled` split the quantities by `live`.
 */
export const lineGroupsCte = (): SQL => sql`
    line_groups as (
      select case when grouping(day) = 0 then 'day'
                  when grouping(sku) = 0 then 'sku'
                  when grouping(brand_id) = 0 then 'brand'
                  else 'all' end as kind,
             day, sku, brand_id,
             coalesce(sum(kept_inc) filter (where shipped), 0) as kept_inc,
             coalesce(sum(kept_ex) filter (where shipped), 0) as kept_ex,
             coalesce(sum(supplier_price::bigint * kept) filter (where shipped), 0) as supplier,
             coalesce(sum(kept) filter (where shipped), 0) as kept,
             coalesce(sum(quantity) filter (where live), 0) as sold,
             coalesce(sum(returned), 0) as returned,
             coalesce(sum(quantity) filter (where not live), 0) as cancelled
        from (select l.*, (l.placed_at at time zone 'UTC')::date as day, p.brand_id,
                     ${keptShare('item_inc_tax')} as kept_inc,
                     ${keptShare('item_ex_tax')} as kept_ex
                from period_lines l
                left join products p on p.id = l.product_id) as lines
       group by grouping sets ((), (day), (sku), (brand_id))
    )`;
