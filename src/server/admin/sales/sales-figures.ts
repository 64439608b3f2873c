import { sql, type SQL } from 'drizzle-orm';
import type { SalesFigures } from '../../../core/sales/sales-report';
import { whole } from './period-lines';

/**
 * CTEs after `periodCtes` and `line_groups` ending in `figures`, one row: order sums over
 * `period_orders`, the period's line sums, and the delivery of the orders not cancelled that have a shipped
 * line (it counts in the totals only then), read from the same lines.
 */
export const figuresCtes = (): SQL => sql`
    order_sums as (
      select count(*) filter (where status <> 'Z') as orders,
             count(*) filter (where status = 'Z') as cancelled_orders,
             coalesce(sum(total_inc_tax) filter (where status <> 'Z'), 0) as sales,
             coalesce(sum(delivery_inc_tax) filter (where status <> 'Z'), 0) as delivery_fees
        from period_orders
    ),
    line_sums as (select * from line_groups where kind = 'all'),
    shipped_delivery as (
      select coalesce(sum(delivery_inc_tax), 0) as delivery_inc,
             coalesce(sum(delivery_ex_tax), 0) as delivery_ex
        from period_orders
       where status <> 'Z' and id in (select order_id from period_lines where shipped)
    ),
    figures as (select * from order_sums, line_sums, shipped_delivery)`;

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
