import type { z } from 'zod';
import { productInputSchema, type ProductInput } from '../validation/admin-product';
import {
  PRODUCT_REQUIRED_COLUMNS,
  PRODUCT_TEXT_FIELDS,
  type ProductImportColumn,
} from './csv-columns';
import { parsePacks } from './csv-packs';
import { parseCount, parseEuroCents, parseList, parseYesNo, type CellResult } from './csv-values';
import { IMPORT_PROBLEM_TEXTS, problemText, type ImportProblemCode } from './import-problems';
import type { ImportRowError } from './import-report';
import type { CsvRow } from './read-csv';

/** Reference records by lower-cased English name (the names the admin lists show). */
export interface ImportLookups {
  brands: ReadonlyMap<string, number>;
  categories: ReadonlyMap<string, number>;
  /** Per category id, its sub-categories. */
  subCategories: ReadonlyMap<number, ReadonlyMap<string, number>>;
  colors: ReadonlyMap<string, number>;
  styles: ReadonlyMap<string, number>;
  suppliers: ReadonlyMap<string, number>;
  /** By `name (country code)`, and by plain name where only one rate has it. */
  taxRates: ReadonlyMap<string, number>;
}

export const nameKey = (name: string): string => name.trim().toLowerCase();

export const REQUIRED_CELL_MESSAGE = IMPORT_PROBLEM_TEXTS.required;

interface Raw {
  fields: Record<string, unknown>;
  lng: { eng: Record<string, unknown>; ita: Record<string, unknown> };
}

/** How a scalar column's cell becomes a field, and what an empty cell means. */
interface Scalar {
  field: keyof ProductInput;
  read: (text: string) => CellResult<unknown>;
  empty: unknown;
}

const text = (t: string): CellResult<unknown> => ({ ok: true, value: t });
const upper = (t: string): CellResult<unknown> => ({ ok: true, value: t.toUpperCase() });
const lower = (t: string): CellResult<unknown> => ({ ok: true, value: t.toLowerCase() });
const list = (t: string): CellResult<unknown> => ({ ok: true, value: parseList(t) });
const upperList = (t: string): CellResult<unknown> => ({
  ok: true,
  value: parseList(t).map((s) => s.toUpperCase()),
});

const SCALARS: Partial<Record<ProductImportColumn, Scalar>> = {
  sku: { field: 'sku', read: text, empty: '' },
  status: { field: 'status', read: upper, empty: 'A' },
  sizes: { field: 'sizes', read: upperList, empty: [] },
  sellBy: { field: 'sellBy', read: lower, empty: 'u' },
  retailPrice: { field: 'retailPrice', read: parseEuroCents, empty: 0 },
  salePercent: { field: 'salePercent', read: parseCount, empty: 0 },
  minPurchase: { field: 'minPurchase', read: parseCount, empty: 1 },
  packs: { field: 'packs', read: parsePacks, empty: [] },
  supplierPrice: { field: 'supplierPrice', read: parseEuroCents, empty: 0 },
  freeDelivery: { field: 'freeDelivery', read: parseYesNo, empty: false },
  inStock: { field: 'inStock', read: parseCount, empty: 0 },
  minStock: { field: 'minStock', read: parseCount, empty: 0 },
  criticalStock: { field: 'criticalStock', read: parseCount, empty: 0 },
  featured: { field: 'featured', read: parseYesNo, empty: false },
  special: { field: 'special', read: parseYesNo, empty: false },
  productWeight: { field: 'productWeight', read: parseCount, empty: 0 },
  weightUnit: { field: 'weightUnit', read: lower, empty: 'g' },
  images: { field: 'images', read: list, empty: [] },
};

/** Schema fields whose CSV column has another name. */
const FIELD_COLUMNS: Record<string, ProductImportColumn> = {
  brandId: 'brand',
  categoryId: 'category',
  subCategoryIds: 'subCategories',
  colorIds: 'colors',
  styleIds: 'styles',
  supplierId: 'supplier',
  taxRateId: 'taxRate',
};

/** The CSV column of a ProductInput path (`['lng', 'eng', 'name']` → `eng_name`). */
export function columnOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === 'lng' && second && third) return `${second}_${third}`;
  return (first && FIELD_COLUMNS[first]) ?? path.map(String).join('.');
}

function startFrom(current: ProductInput | undefined): Raw {
  if (!current) return { fields: {}, lng: { eng: {}, ita: {} } };
  const { lng, ...fields } = current;
  return { fields, lng: { eng: { ...lng.eng }, ita: { ...lng.ita } } };
}

/**
 * One product file row → the ProductInput it describes. An update starts from the product as
 * stored (`current`), so a column the file leaves out keeps its value; a column that is there
 * sets the field, an empty cell to its default (docs/decisions.md, Admin imports). Every
 * problem is an error naming the row and column.
 */
export function productFromRow(
  row: CsvRow<ProductImportColumn>,
  lookups: ImportLookups,
  current?: ProductInput,
): { input?: ProductInput; name: string; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const fail = (column: string, message: string) => errors.push({ row: row.row, column, message });
  const { fields: raw, lng } = startFrom(current);
  const cells = row.cells;

  for (const column of PRODUCT_REQUIRED_COLUMNS) {
    if (cells[column] === '') fail(column, REQUIRED_CELL_MESSAGE);
  }
  for (const [column, scalar] of Object.entries(SCALARS) as [ProductImportColumn, Scalar][]) {
    const cell = cells[column];
    if (cell === undefined || errors.some((e) => e.column === column)) continue;
    if (cell === '') {
      raw[scalar.field] = scalar.empty;
      continue;
    }
    const result = scalar.read(cell);
    if (result.ok) raw[scalar.field] = result.value;
    else fail(column, result.message);
  }
  for (const lang of ['eng', 'ita'] as const) {
    for (const field of PRODUCT_TEXT_FIELDS) {
      const cell = cells[`${lang}_${field}`];
      if (cell !== undefined) lng[lang][field] = cell;
    }
  }

  const one = (
    column: ProductImportColumn,
    unknown: ImportProblemCode,
    names: ReadonlyMap<string, number>,
  ) => {
    const cell = cells[column];
    if (!cell) return undefined;
    const id = names.get(nameKey(cell));
    if (id === undefined) fail(column, problemText(unknown, { name: cell }));
    return id;
  };
  const many = (
    column: ProductImportColumn,
    unknown: ImportProblemCode,
    names: ReadonlyMap<string, number>,
  ) => {
    const ids: number[] = [];
    for (const name of parseList(cells[column] ?? '')) {
      const id = names.get(nameKey(name));
      if (id === undefined) fail(column, problemText(unknown, { name }));
      else ids.push(id);
    }
    return ids;
  };

  const brandId = one('brand', 'noBrand', lookups.brands);
  if (brandId !== undefined) raw.brandId = brandId;
  const categoryId = one('category', 'noCategory', lookups.categories);
  if (categoryId !== undefined) {
    if (categoryId !== current?.categoryId) raw.subCategoryIds = [];
    raw.categoryId = categoryId;
  }
  const categoryFailed = errors.some((e) => e.column === 'category');
  if (cells.subCategories !== undefined && !categoryFailed) {
    const subs = lookups.subCategories.get(Number(raw.categoryId)) ?? new Map<string, number>();
    raw.subCategoryIds = many('subCategories', 'noSubCategory', subs);
  }
  if (cells.colors !== undefined) raw.colorIds = many('colors', 'noColour', lookups.colors);
  if (cells.styles !== undefined) raw.styleIds = many('styles', 'noStyle', lookups.styles);
  if (cells.supplier !== undefined) {
    raw.supplierId =
      cells.supplier === '' ? null : (one('supplier', 'noSupplier', lookups.suppliers) ?? null);
  }
  if (cells.taxRate !== undefined) {
    raw.taxRateId =
      cells.taxRate === '' ? null : (one('taxRate', 'noTaxRate', lookups.taxRates) ?? null);
  }

  const name = String(lng.eng.name ?? '').trim();
  const parsed = productInputSchema.safeParse({ ...raw, lng });
  if (!parsed.success) addSchemaErrors(parsed.error, row.row, errors);
  return errors.length || !parsed.success ? { name, errors } : { input: parsed.data, name, errors };
}

/** Schema issues on columns that already have an error add nothing the admin needs. */
function addSchemaErrors(error: z.ZodError, row: number, errors: ImportRowError[]): void {
  for (const issue of error.issues) {
    const column = columnOf(issue.path);
    if (errors.some((e) => e.column === column)) continue;
    errors.push({ row, column, message: issue.message });
  }
}
