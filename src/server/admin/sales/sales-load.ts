import { sql, type SQL } from 'drizzle-orm';
import type { SalesPeriod } from '../../../core/sales/sales-period';
import type { SalesReport } from '../../../core/sales/sales-report';
import type { Db } from '../../db/client';
import { dailyCtes, toDay } from './sales-daily';
import { figuresCtes, toFigures } from './sales-figures';
import { syncOrderSales } from './order-sales-sync';
import { periodCtes } from './period-days';
import { topCtes, toTop } from './sales-top';

type Row = Record<string, unknown>;

/**
 * The whole dashboard in one statement over the period's day sums, returned as JSON; no order
 * or line is read but those changed since the last read (order-sales-sync.ts).
 */
export const salesReportQuery = (period: SalesPeriod): SQL => sql`
  with ${periodCtes(period)},
  ${figuresCtes()},
  ${dailyCtes(period)},
  ${topCtes()}
  select (select row_to_json(f) from figures f) as figures,
         (select coalesce(json_agg(d order by d.date), '[]') from daily d) as daily,
         (select coalesce(json_agg(t order by t.kind desc, t.rank), '[]') from top t) as top`;

export async function loadSalesReport(db: Db, period: SalesPeriod): Promise<SalesReport> {
  await syncOrderSales(db);
  const { rows } = await db.execute(salesReportQuery(period));
  const row = rows[0] ?? {};
  return {
    ...period,
    figures: toFigures((row.figures ?? {}) as Row),
    daily: ((row.daily ?? []) as Row[]).map(toDay),
    ...toTop((row.top ?? []) as Row[]),
  };
}
