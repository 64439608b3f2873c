import { sql, type SQL } from 'drizzle-orm';
import type { SalesPeriod } from '../../../core/sales/sales-period';

/**
 * The CTEs every dashboard query starts from: `period_days`, the day sums of the period (UTC
 * days, both ends included), and `period_skus`, what each sku kept in it, summed per product
 * it was sold as. The database keeps both per day as orders change (the `sales_days` and
 * `sales_day_skus` tables, migration 0007), so a year is ~365 rows, not ~150,000 lines.
 */
export const periodCtes = (period: SalesPeriod): SQL => sql`
    period_days as (
      select * from sales_days where day between ${period.start}::date and ${period.end}::date
    ),
    period_skus as (
      select sku, product_id, sum(kept) as kept, sum(kept_inc) as kept_inc
        from sales_day_skus
       where day between ${period.start}::date and ${period.end}::date
       group by sku, product_id
    )`;

/** Sums and counts come back as text (bigint, numeric); they are whole and far below 2^53. */
export const whole = (value: unknown): number => Number(value ?? 0);
