import type { Context } from 'hono';
import { salesCsv, salesCsvName } from '../../../core/sales/sales-csv';
import { parseSalesPeriod, type SalesPeriod } from '../../../core/sales/sales-period';
import { salesReportSchema } from '../../../core/sales/sales-report';
import type { AppEnv } from '../../http/env';
import { salesPeriodQuery } from '../../http/openapi/documented-only';
import { defineRoute, describedAnswer, schemaAnswer } from '../../http/route/define-route';
import { badRequest } from '../../../core/domain-error';
import { csvDownload } from '../imports/csv-download';
import { loadSalesReport } from './sales-load';

/* The sales dashboard and its spreadsheet export; administrators only. */

/** `?start=&end=` as core/sales/sales-period.ts reads it (the schema only describes it). */
function periodOf(c: Context<AppEnv>): SalesPeriod {
  const result = parseSalesPeriod({ start: c.req.query('start'), end: c.req.query('end') });
  if (result.ok) return result.period;
  const [first] = result.fields;
  throw badRequest(
    first ? `Invalid query field "${first.field}": ${first.message}` : 'Invalid period',
    result.fields,
  );
}

export const adminSales = defineRoute(
  {
    method: 'GET',
    path: '/admin_sales',
    summary: 'The sales dashboard for a period',
    tag: 'admin-orders',
    access: 'admin',
    query: salesPeriodQuery,
    readsOwnInput: true,
    answer: schemaAnswer({
      description: '{ start, end, figures, daily, topProducts, topBrands }',
      schema: salesReportSchema,
    }),
  },
  async (c) => loadSalesReport(c.get('db'), periodOf(c)),
);

export const adminSalesExport = defineRoute(
  {
    method: 'GET',
    path: '/admin_sales_export',
    summary: 'The sales dashboard as CSV',
    tag: 'admin-orders',
    access: 'admin',
    query: salesPeriodQuery,
    readsOwnInput: true,
    answer: describedAnswer<string>({
      description: 'sales-<start>-<end>.csv (UTF-8 with BOM, CRLF)',
      mediaType: 'text/csv',
    }),
  },
  async (c) => {
    const report = await loadSalesReport(c.get('db'), periodOf(c));
    return csvDownload(c, salesCsvName(report), salesCsv(report));
  },
);

/** In the document's order. */
export const ADMIN_SALES_ROUTES = [adminSales, adminSalesExport] as const;
