import type { ProductInput } from '../validation/admin-product';
import {
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_TEXT_FIELDS,
  STOCK_IMPORT_COLUMNS,
  type ProductImportColumn,
  type StockImportColumn,
} from './csv-columns';
import { writeCsv } from './csv-formulae';
import { formatPacks } from './csv-packs';
import { formatEuroCents, formatList, formatYesNo } from './csv-values';

/** Reference names by id, to write a product the way the import reads it back. */
export interface ExportNames {
  brands: ReadonlyMap<number, string>;
  categories: ReadonlyMap<number, string>;
  subCategories: ReadonlyMap<number, string>;
  colors: ReadonlyMap<number, string>;
  styles: ReadonlyMap<number, string>;
  suppliers: ReadonlyMap<number, string>;
  /** `name (country code)`: a rate's name alone may repeat across countries. */
  taxRates: ReadonlyMap<number, string>;
}

const namesOf = (ids: readonly number[], names: ReadonlyMap<number, string>) =>
  formatList(ids.map((id) => names.get(id) ?? ''));

/** A product as one row of the product file (the import reads it back unchanged). */
export function productCsvRow(
  p: ProductInput,
  names: ExportNames,
): Record<ProductImportColumn, string> {
  const row = {
    sku: p.sku,
    status: p.status,
    brand: names.brands.get(p.brandId) ?? '',
    category: names.categories.get(p.categoryId) ?? '',
    subCategories: namesOf(p.subCategoryIds, names.subCategories),
    colors: namesOf(p.colorIds, names.colors),
    styles: namesOf(p.styleIds, names.styles),
    sizes: formatList(p.sizes),
    supplier: p.supplierId === null ? '' : (names.suppliers.get(p.supplierId) ?? ''),
    taxRate: p.taxRateId === null ? '' : (names.taxRates.get(p.taxRateId) ?? ''),
    sellBy: p.sellBy,
    retailPrice: formatEuroCents(p.retailPrice),
    salePercent: String(p.salePercent),
    minPurchase: String(p.minPurchase),
    packs: formatPacks(p.packs),
    supplierPrice: formatEuroCents(p.supplierPrice),
    freeDelivery: formatYesNo(p.freeDelivery),
    inStock: String(p.inStock),
    minStock: String(p.minStock),
    criticalStock: String(p.criticalStock),
    featured: formatYesNo(p.featured),
    special: formatYesNo(p.special),
    productWeight: String(p.productWeight),
    weightUnit: p.weightUnit,
    images: formatList(p.images),
  } as Record<ProductImportColumn, string>;
  for (const lang of ['eng', 'ita'] as const) {
    for (const field of PRODUCT_TEXT_FIELDS) row[`${lang}_${field}`] = p.lng[lang][field];
  }
  return row;
}

export function stockCsvRow(
  p: Pick<ProductInput, 'sku' | 'inStock' | 'minStock' | 'criticalStock'>,
): Record<StockImportColumn, string> {
  return {
    sku: p.sku,
    inStock: String(p.inStock),
    minStock: String(p.minStock),
    criticalStock: String(p.criticalStock),
  };
}

/** The rows in the columns' order, as the import reads them (formulas neutralised). */
export function toCsv<C extends string>(
  columns: readonly C[],
  rows: readonly Record<C, string>[],
): string {
  const data = rows.map((row) => columns.map((column) => row[column]));
  return writeCsv({ fields: [...columns], data });
}

export const productCsv = (rows: readonly Record<ProductImportColumn, string>[]) =>
  toCsv(PRODUCT_IMPORT_COLUMNS, rows);

export const stockCsv = (rows: readonly Record<StockImportColumn, string>[]) =>
  toCsv(STOCK_IMPORT_COLUMNS, rows);
