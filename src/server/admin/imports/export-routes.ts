import type { Context } from 'hono';
import { productTemplateRow, STOCK_TEMPLATE_ROW } from '../../../core/imports/csv-templates';
import { productCsv, productCsvRow, stockCsv, stockCsvRow } from '../../../core/imports/csv-write';
import type { AppEnv } from '../../http/env';
import { defineRoute, describedAnswer } from '../../http/route/define-route';
import { csvDownload, datedName } from './csv-download';
import { loadReferenceNames } from './import-lookups';
import { loadStoredProducts } from './stored-products';

/* Templates and exports in the import's columns, so an export can be edited and imported back. */

/** A GET answering a CSV file (UTF-8 with BOM, CRLF) the browser saves. */
const csvFile = <P extends string>(
  path: P,
  summary: string,
  file: string,
  download: (c: Context<AppEnv>) => Promise<Response>,
) =>
  defineRoute(
    {
      method: 'GET',
      path,
      summary,
      tag: 'admin-catalogue',
      access: 'admin',
      answer: describedAnswer<string>({
        description: `${file} (UTF-8 with BOM, CRLF)`,
        mediaType: 'text/csv',
      }),
    },
    download,
  );

export const productTemplate = csvFile(
  '/admin_product_template',
  'The product import’s template',
  'products-template.csv',
  async (c) => {
    const { first } = await loadReferenceNames(c.get('db'));
    return csvDownload(c, 'products-template.csv', productCsv([productTemplateRow(first)]));
  },
);

export const stockTemplate = csvFile(
  '/admin_product_stock_template',
  'The stock import’s template',
  'stock-template.csv',
  async (c) => csvDownload(c, 'stock-template.csv', stockCsv([STOCK_TEMPLATE_ROW])),
);

export const productExport = csvFile(
  '/admin_product_export',
  'Every product in the import’s columns',
  'products-YYYY-MM-DD.csv',
  async (c) => {
    const db = c.get('db');
    const [{ names }, stored] = await Promise.all([loadReferenceNames(db), loadStoredProducts(db)]);
    const csv = productCsv(stored.map((p) => productCsvRow(p.input, names)));
    return csvDownload(c, datedName('products'), csv);
  },
);

export const stockExport = csvFile(
  '/admin_product_stock_export',
  'Every product’s stock in the stock import’s columns',
  'stock-YYYY-MM-DD.csv',
  async (c) => {
    const stored = await loadStoredProducts(c.get('db'));
    return csvDownload(c, datedName('stock'), stockCsv(stored.map((p) => stockCsvRow(p.input))));
  },
);

export const ADMIN_EXPORT_ROUTES = [
  productTemplate,
  stockTemplate,
  productExport,
  stockExport,
] as const;
