import { sql, type SQL } from 'drizzle-orm';
import type { SalesPeriod } from '../../../core/sales/sales-period';
import type { SalesDay } from '../../../core/sales/sales-report';
import { whole } from './period-days';

/**
 * CTEs after `periodCtes` ending in `daily`: one row per UTC day of the period, zeros
 * included; orders, sales and turnover (kept share of shipped lines) by the day the order was
 * placed. Days are counted as whole numbers from the start date, so the session's time zone
 * plays no part.
 */
export const dailyCtes = (period: SalesPeriod): SQL => sql`
    days as (
      select ${period.start}::date + n as day
        from generate_series(0, ${period.end}::date - ${period.start}::date) as n
    ),
    daily as (
      select to_char(d.day, 'YYYY-MM-DD') as date,
             coalesce(p.orders, 0) as orders,
             coalesce(p.sales, 0) as sales,
             coalesce(p.kept_inc, 0) as turnover
        from days d
        left join period_days p on p.day = d.day
    )`;

export const toDay = (row: Record<string, unknown>): SalesDay => ({
  date: String(row.date),
  orders: whole(row.orders),
  sales: whole(row.sales),
  turnover: whole(row.turnover),
});
