import { sql, type SQL } from 'drizzle-orm';
import { NO_SALES, type OrderSalesSums } from '../../../core/sales/order-sales';
import { salesFigures } from '../../../core/sales/sales-figures';
import type { SalesFigures } from '../../../core/sales/sales-report';
import { whole } from './period-days';

/** Each summed column by the figure it holds (`sales_days`, as `order_sales`). */
export const SALES_COLUMNS: Readonly<Record<keyof OrderSalesSums, string>> = {
  orders: 'orders',
  cancelledOrders: 'cancelled_orders',
  sales: 'sales',
  deliveryFees: 'delivery_fees',
  earnedInc: 'earned_inc',
  earnedEx: 'earned_ex',
  keptInc: 'kept_inc',
  keptEx: 'kept_ex',
  supplier: 'supplier',
  kept: 'kept',
  sold: 'sold',
  returned: 'returned',
  cancelled: 'cancelled',
};

/** CTEs after `periodCtes` ending in `figures`, one row: the period's day sums added up. */
export const figuresCtes = (): SQL => sql`
    figures as (
      select ${sql.raw(
        Object.values(SALES_COLUMNS)
          .map((column) => `coalesce(sum(${column}), 0) as ${column}`)
          .join(', '),
      )}
        from period_days
    )`;

/** A row of summed columns (numbers as JSON or pg give them) as the sums. */
export function toSums(row: Record<string, unknown>): OrderSalesSums {
  const sums = { ...NO_SALES };
  for (const [key, column] of Object.entries(SALES_COLUMNS)) {
    sums[key as keyof OrderSalesSums] = whole(row[column]);
  }
  return sums;
}

/** The `figures` row as the answer's figures. */
export const toFigures = (row: Record<string, unknown>): SalesFigures => salesFigures(toSums(row));
