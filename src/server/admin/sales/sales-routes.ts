import { Hono, type Context } from 'hono';
import { salesCsv, salesCsvName } from '../../../core/sales/sales-csv';
import { parseSalesPeriod, type SalesPeriod } from '../../../core/sales/sales-period';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { badRequest } from '../../../core/domain-error';
import { csvDownload } from '../imports/csv-download';
import { loadSalesReport } from './sales-load';

function periodOf(c: Context<AppEnv>): SalesPeriod {
  const result = parseSalesPeriod({ start: c.req.query('start'), end: c.req.query('end') });
  if (result.ok) return result.period;
  const [first] = result.fields;
  throw badRequest(
    first ? `Invalid query field "${first.field}": ${first.message}` : 'Invalid period',
    result.fields,
  );
}

/** The sales dashboard and its spreadsheet export; administrators only. */
export const adminSalesRoutes = new Hono<AppEnv>();

adminSalesRoutes.get('/admin_sales', requireAdmin, async (c) =>
  c.json(await loadSalesReport(c.get('db'), periodOf(c))),
);

adminSalesRoutes.get('/admin_sales_export', requireAdmin, async (c) => {
  const report = await loadSalesReport(c.get('db'), periodOf(c));
  return csvDownload(c, salesCsvName(report), salesCsv(report));
});
