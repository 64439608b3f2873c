import { Hono } from 'hono';
import { productTemplateRow, STOCK_TEMPLATE_ROW } from '../../../core/imports/csv-templates';
import { productCsv, productCsvRow, stockCsv, stockCsvRow } from '../../../core/imports/csv-write';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { csvDownload, datedName } from './csv-download';
import { loadReferenceNames } from './import-lookups';
import { loadStoredProducts } from './stored-products';

/** Templates and exports in the import's columns, so an export can be edited and imported back. */
export const adminExportRoutes = new Hono<AppEnv>();

adminExportRoutes.get('/admin_product_template', requireAdmin, async (c) => {
  const { first } = await loadReferenceNames(c.get('db'));
  return csvDownload(c, 'products-template.csv', productCsv([productTemplateRow(first)]));
});

adminExportRoutes.get('/admin_product_stock_template', requireAdmin, (c) =>
  csvDownload(c, 'stock-template.csv', stockCsv([STOCK_TEMPLATE_ROW])),
);

adminExportRoutes.get('/admin_product_export', requireAdmin, async (c) => {
  const db = c.get('db');
  const [{ names }, stored] = await Promise.all([loadReferenceNames(db), loadStoredProducts(db)]);
  const csv = productCsv(stored.map((p) => productCsvRow(p.input, names)));
  return csvDownload(c, datedName('products'), csv);
});

adminExportRoutes.get('/admin_product_stock_export', requireAdmin, async (c) => {
  const stored = await loadStoredProducts(c.get('db'));
  return csvDownload(c, datedName('stock'), stockCsv(stored.map((p) => stockCsvRow(p.input))));
});
