import { sql, type SQL } from 'drizzle-orm';
import { addUtcDays, toIsoDate, utcDay } from '../../../core/dates/utc-date';
import type { SalesPeriod } from '../../../core/sales/sales-period';

/**
 * The CTEs every dashboard query starts from: `period_orders`, the orders placed in the period
 * (UTC days, both ends included), and `period_lines`, their lines with what each keeps.
 *
 * A line's kept quantity is its quantity less what came back (its return with status X; a
 * line has at most one return, returns_item_uq). A line is `live` when neither it nor its
 * order is cancelled, `shipped` when it is live and has left.
 */
export function periodCtes(period: SalesPeriod): SQL {
  const from = `${period.start}T00:00:00Z`;
  const until = `${toIsoDate(addUtcDays(utcDay(period.end), 1))}T00:00:00Z`;
  return sql`
    period_orders as (
      select id, placed_at, status, total_inc_tax, delivery_inc_tax, delivery_ex_tax
        from orders
       where placed_at >= ${from}::timestamptz and placed_at < ${until}::timestamptz
    ),
    period_lines as (
      select i.order_id, o.placed_at, i.product_id, i.sku, i.quantity,
             i.item_inc_tax, i.item_ex_tax, i.supplier_price,
             (i.status <> 'Z' and o.status <> 'Z') as live,
             (i.shipped and i.status <> 'Z' and o.status <> 'Z') as shipped,
             coalesce(r.quantity, 0) as returned,
             greatest(i.quantity - coalesce(r.quantity, 0), 0) as kept
        from period_orders o
        join order_items i on i.order_id = o.id
        left join returns r on r.order_item_id = i.id and r.status = 'X'
    )`;
}

/**
 * A line's kept share of an amount, `round(amount × kept / quantity)` half up, in integers:
 * floor((2 × amount × kept + quantity) / (2 × quantity)) is exactly that for amounts ≥ 0, and
 * several times cheaper than numeric over a year of lines.
 */
export const keptShare = (column: 'item_inc_tax' | 'item_ex_tax') =>
  sql.raw(`((2 * ${column}::bigint * kept + quantity) / (2 * quantity))`);

/** Sums and counts come back as text (bigint, numeric); they are whole and far below 2^53. */
export const whole = (value: unknown): number => Number(value ?? 0);
