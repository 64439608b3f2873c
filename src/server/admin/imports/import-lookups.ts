import { asc } from 'drizzle-orm';
import type { ExportNames } from '../../../core/imports/csv-write';
import { nameKey, type ImportLookups } from '../../../core/imports/product-row';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  categorySubs,
  colors,
  styles,
  suppliers,
  taxRates,
} from '../../db/schema';
import type { TemplateNames } from '../../../core/imports/csv-templates';

export type Reader = Pick<Db, 'select'>;

interface Named {
  id: number;
  name: string;
}

const byName = (rows: readonly Named[]) => new Map(rows.map((r) => [nameKey(r.name), r.id]));
const byId = (rows: readonly Named[]) => new Map(rows.map((r) => [r.id, r.name]));

export interface ReferenceNames {
  /** Name → id, for reading files. */
  lookups: ImportLookups;
  /** Id → name, for writing them. */
  names: ExportNames;
  /** The first record of each list, for the template's example row. */
  first: TemplateNames;
}

/** How a product file names a tax rate: its name and country, as the product form shows it. */
export const taxRateLabel = (rate: { name: string; countryCode: string }) =>
  `${rate.name} (${rate.countryCode})`;

/** Rates by label, and by plain name where no other rate shares it. */
function taxRatesByName(rows: readonly { id: number; name: string; countryCode: string }[]) {
  const map = new Map(rows.map((r) => [nameKey(taxRateLabel(r)), r.id]));
  for (const r of rows) {
    if (rows.filter((o) => nameKey(o.name) === nameKey(r.name)).length === 1) {
      map.set(nameKey(r.name), r.id);
    }
  }
  return map;
}

/** Every reference list a product file names (English names, as the admin lists show them). */
export async function loadReferenceNames(db: Reader): Promise<ReferenceNames> {
  const named = { id: brands.id, name: brands.name };
  // One after another: inside the apply transaction they share a single connection.
  const brandRows = await db.select(named).from(brands).orderBy(asc(brands.sort), asc(brands.name));
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.name));
  const subRows = await db
    .select({ id: categorySubs.id, name: categorySubs.name, categoryId: categorySubs.categoryId })
    .from(categorySubs)
    .orderBy(asc(categorySubs.sort), asc(categorySubs.name));
  const colorRows = await db
    .select({ id: colors.id, name: colors.name })
    .from(colors)
    .orderBy(asc(colors.sort), asc(colors.name));
  const styleRows = await db
    .select({ id: styles.id, name: styles.name })
    .from(styles)
    .orderBy(asc(styles.sort), asc(styles.name));
  const supplierRows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .orderBy(asc(suppliers.name));
  const taxRows = await db
    .select({ id: taxRates.id, name: taxRates.name, countryCode: taxRates.countryCode })
    .from(taxRates)
    .orderBy(asc(taxRates.countryCode), asc(taxRates.name));

  const subCategories = new Map<number, Map<string, number>>();
  for (const sub of subRows) {
    const ofCategory = subCategories.get(sub.categoryId) ?? new Map<string, number>();
    ofCategory.set(nameKey(sub.name), sub.id);
    subCategories.set(sub.categoryId, ofCategory);
  }
  const firstCategory = categoryRows[0];
  return {
    lookups: {
      brands: byName(brandRows),
      categories: byName(categoryRows),
      subCategories,
      colors: byName(colorRows),
      styles: byName(styleRows),
      suppliers: byName(supplierRows),
      taxRates: taxRatesByName(taxRows),
    },
    names: {
      brands: byId(brandRows),
      categories: byId(categoryRows),
      subCategories: byId(subRows),
      colors: byId(colorRows),
      styles: byId(styleRows),
      suppliers: byId(supplierRows),
      taxRates: new Map(taxRows.map((r) => [r.id, taxRateLabel(r)])),
    },
    first: {
      brand: brandRows[0]?.name,
      category: firstCategory?.name,
      subCategory: subRows.find((s) => s.categoryId === firstCategory?.id)?.name,
      color: colorRows[0]?.name,
      style: styleRows[0]?.name,
      supplier: supplierRows[0]?.name,
      taxRate: taxRows[0] && taxRateLabel(taxRows[0]),
    },
  };
}
