import type {
  productExport,
  productTemplate,
  stockExport,
  stockTemplate,
} from '../../../server/admin/imports/export-routes';
import type { ADMIN_IMPORT_ROUTES } from '../../../server/admin/imports/import-routes';
import type { ClientPathOf } from '../../../server/http/route/define-route';

/**
 * The two CSV imports of the back office: the same screen, with its own calls and texts
 * (`adminImport.<kind>.*`).
 */
export interface ImportKind {
  kind: 'products' | 'stock';
  importPath: ClientPathOf<(typeof ADMIN_IMPORT_ROUTES)[number]>;
  templatePath: ClientPathOf<typeof productTemplate | typeof stockTemplate>;
  exportPath: ClientPathOf<typeof productExport | typeof stockExport>;
  templateFile: string;
  exportFile: string;
}

export const PRODUCT_IMPORT: ImportKind = {
  kind: 'products',
  importPath: 'admin_product_import',
  templatePath: 'admin_product_template',
  exportPath: 'admin_product_export',
  templateFile: 'products-template.csv',
  exportFile: 'products.csv',
};

export const STOCK_IMPORT: ImportKind = {
  kind: 'stock',
  importPath: 'admin_product_update_stock_level',
  templatePath: 'admin_product_stock_template',
  exportPath: 'admin_product_stock_export',
  templateFile: 'stock-template.csv',
  exportFile: 'stock-levels.csv',
};
