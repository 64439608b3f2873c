import { asc } from 'drizzle-orm';
import type { ExportNames } from '../../../core/imports/csv-write';
import { nameKey, type ImportLookups } from '../../../core/imports/product-row';
import type { Db } from '../../db/client';
import { brands, categories, categorySubs, colors, styles, suppliers } from '../../db/schema';

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
  first: {
    brand?: string;
    category?: string;
    subCategory?: string;
    color?: string;
    style?: string;
    supplier?: string;
  };
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
    },
    names: {
      brands: byId(brandRows),
      categories: byId(categoryRows),
      subCategories: byId(subRows),
      colors: byId(colorRows),
      styles: byId(styleRows),
      suppliers: byId(supplierRows),
    },
    first: {
      brand: brandRows[0]?.name,
      category: firstCategory?.name,
      subCategory: subRows.find((s) => s.categoryId === firstCategory?.id)?.name,
      color: colorRows[0]?.name,
      style: styleRows[0]?.name,
      supplier: supplierRows[0]?.name,
    },
  };
}
