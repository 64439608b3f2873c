import { sql, type SQL } from 'drizzle-orm';
import type { SalesPeriod } from '../../../core/sales/sales-period';
import type { SalesDay } from '../../../core/sales/sales-report';
import { whole } from './period-lines';

/**
 * CTEs after `periodCtes` and `line_groups` ending in `daily`: one row per UTC day of the period, zeros
 * included; orders and sales by the day the order was placed, turnover (kept share of shipped
 * lines) by the day its order was placed. Days are counted as whole numbers from the start
 * date, so the session's time zone plays no part.
 */
export const dailyCtes = (period: SalesPeriod): SQL => sql`
    order_days as (
      select (placed_at at time zone 'UTC')::date as day,
             count(*) filter (where status <> 'Z') as orders,
             coalesce(sum(total_inc_tax) filter (where status <> 'Z'), 0) as sales
        from period_orders
       group by 1
    ),
    line_days as (select day, kept_inc as turnover from line_groups where kind = 'day'),
    days as (
      select ${period.start}::date + n as day
        from generate_series(0, ${period.end}::date - ${period.start}::date) as n
    ),
    daily as (
      select to_char(d.day, 'YYYY-MM-DD') as date,
             coalesce(o.orders, 0) as orders,
             coalesce(o.sales, 0) as sales,
             coalesce(l.turnover, 0) as turnover
        from days d
        left join order_days o on o.day = d.day
        left join line_days l on l.day = d.day
    )`;

export const toDay = (row: Record<string, unknown>): SalesDay => ({
  date: String(row.date),
  orders: whole(row.orders),
  sales: whole(row.sales),
  turnover: whole(row.turnover),
});
