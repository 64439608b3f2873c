import { sql, type SQL } from 'drizzle-orm';
import type { SalesFigures } from '../../../core/sales/sales-report';
import { whole } from './period-days';

/** CTEs after `periodCtes` ending in `figures`, one row: the period's day sums added up. */
export const figuresCtes = (): SQL => sql`
    figures as (
      select coalesce(sum(orders), 0) as orders,
             coalesce(sum(cancelled_orders), 0) as cancelled_orders,
             coalesce(sum(sales), 0) as sales,
             coalesce(sum(delivery_fees), 0) as delivery_fees,
             coalesce(sum(delivery_inc), 0) as delivery_inc,
             coalesce(sum(delivery_ex), 0) as delivery_ex,
             coalesce(sum(kept_inc), 0) as kept_inc,
             coalesce(sum(kept_ex), 0) as kept_ex,
             coalesce(sum(supplier), 0) as supplier,
             coalesce(sum(sold), 0) as sold,
             coalesce(sum(returned), 0) as returned,
             coalesce(sum(cancelled), 0) as cancelled
        from period_days
    )`;

/** The `figures` row (numbers as JSON gives them) as the answer's figures. */
export function toFigures(row: Record<string, unknown>): SalesFigures {
  const keptInc = whole(row.kept_inc);
  const keptEx = whole(row.kept_ex);
  const supplierFees = whole(row.supplier);
  const totalIncTax = keptInc + whole(row.delivery_inc);
  const totalExTax = keptEx + whole(row.delivery_ex);
  return {
    orders: whole(row.orders),
    cancelledOrders: whole(row.cancelled_orders),
    sales: whole(row.sales),
    turnover: keptInc,
    itemsSold: whole(row.sold),
    itemsReturned: whole(row.returned),
    itemsCancelled: whole(row.cancelled),
    deliveryFees: whole(row.delivery_fees),
    supplierFees,
    totalIncTax,
    totalExTax,
    tax: totalIncTax - totalExTax,
    profit: keptEx - supplierFees,
  };
}
