import { PRODUCT_FIGURES } from '../catalogue/product-figures';
import type { ContentLanguage } from '../routes/languages';
/** The texts each product carries per language; CSV columns are `eng_<field>` and `ita_<field>`. */
export const PRODUCT_TEXT_FIELDS = [
  'name',
  'description',
  'priceDescr',
  'packDescr',
  'pageTitle',
  'seoTitle',
  'metaDescr',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];

const textColumns = <L extends ContentLanguage>(lang: L) =>
  PRODUCT_TEXT_FIELDS.map((field) => `${lang}_${field}` as const);

/** Product import, template and export columns, in this order (docs/api-admin.md). */
export const PRODUCT_IMPORT_COLUMNS = [
  'sku',
  'status',
  'brand',
  'category',
  'subCategories',
  'colors',
  'styles',
  'sizes',
  'supplier',
  'taxRate',
  'sellBy',
  ...PRODUCT_FIGURES,
  'weightUnit',
  'images',
  ...textColumns('eng'),
  ...textColumns('ita'),
] as const;
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

/** Columns every product file needs: what a new product cannot do without. */
export const PRODUCT_REQUIRED_COLUMNS: readonly ProductImportColumn[] = [
  'sku',
  'brand',
  'category',
  'retailPrice',
  'eng_name',
  'ita_name',
];

export const STOCK_IMPORT_COLUMNS = ['sku', 'inStock', 'minStock', 'criticalStock'] as const;
export type StockImportColumn = (typeof STOCK_IMPORT_COLUMNS)[number];
export const STOCK_REQUIRED_COLUMNS: readonly StockImportColumn[] = ['sku', 'inStock'];

/**
 * More rows than this is refused whole: one import is one transaction inside one function
 * call, which must end within Netlify's time limit. A product row costs about fifteen queries
 * (measured: 1,000 rows in 7 s on the local database), a stock row one.
 */
export const MAX_PRODUCT_IMPORT_ROWS = 1_000;
export const MAX_STOCK_IMPORT_ROWS = 5_000;

export interface CsvLayout<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  maxRows: number;
}

export const PRODUCT_LAYOUT: CsvLayout<ProductImportColumn> = {
  columns: PRODUCT_IMPORT_COLUMNS,
  required: PRODUCT_REQUIRED_COLUMNS,
  maxRows: MAX_PRODUCT_IMPORT_ROWS,
};

export const STOCK_LAYOUT: CsvLayout<StockImportColumn> = {
  columns: STOCK_IMPORT_COLUMNS,
  required: STOCK_REQUIRED_COLUMNS,
  maxRows: MAX_STOCK_IMPORT_ROWS,
};
