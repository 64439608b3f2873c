import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  brands,
  categories,
  categoryBrands,
  categorySubs,
  colors,
  countries,
  galleries,
  shippers,
  styles,
  suppliers,
  taxRates,
  videos,
} from '../db/schema';

export function listBrands(db: Db) {
  return db.select().from(brands).orderBy(asc(brands.sort), asc(brands.name));
}

export function listColors(db: Db) {
  return db.select().from(colors).orderBy(asc(colors.sort), asc(colors.name));
}

export function listStyles(db: Db) {
  return db.select().from(styles).orderBy(asc(styles.sort), asc(styles.name));
}

export function listCountries(db: Db) {
  return db
    .select()
    .from(countries)
    .where(eq(countries.active, true))
    .orderBy(asc(countries.sort), asc(countries.name));
}

export function listShippers(db: Db) {
  return db.select().from(shippers).where(eq(shippers.active, true)).orderBy(asc(shippers.name));
}

export function listSuppliers(db: Db) {
  return db.select().from(suppliers).orderBy(asc(suppliers.name));
}

export function listTaxRates(db: Db) {
  return db.select().from(taxRates).orderBy(asc(taxRates.countryCode), asc(taxRates.name));
}

export function listGalleries(db: Db) {
  return db
    .select()
    .from(galleries)
    .where(eq(galleries.active, true))
    .orderBy(asc(galleries.sort), asc(galleries.id));
}

export function listVideos(db: Db) {
  return db
    .select()
    .from(videos)
    .where(eq(videos.active, true))
    .orderBy(asc(videos.sort), asc(videos.id));
}

/** Categories with their sub-categories and brands, in the order the menus show them. */
export async function listCategories(db: Db) {
  const [rows, subs, links] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.name)),
    db.select().from(categorySubs).orderBy(asc(categorySubs.sort), asc(categorySubs.name)),
    db
      .select({ categoryId: categoryBrands.categoryId, name: brands.name, itaName: brands.itaName })
      .from(categoryBrands)
      .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
      .orderBy(asc(brands.sort), asc(brands.name)),
  ]);
  return rows.map((category) => ({
    ...category,
    subs: subs.filter((s) => s.categoryId === category.id),
    brands: links.filter((b) => b.categoryId === category.id),
  }));
}

export type BrandRow = Awaited<ReturnType<typeof listBrands>>[number];
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];
export type ColorRow = Awaited<ReturnType<typeof listColors>>[number];
export type StyleRow = Awaited<ReturnType<typeof listStyles>>[number];
export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];
export type ShipperRow = Awaited<ReturnType<typeof listShippers>>[number];
export type SupplierRow = Awaited<ReturnType<typeof listSuppliers>>[number];
export type TaxRateRow = Awaited<ReturnType<typeof listTaxRates>>[number];
export type MediaRow = Awaited<ReturnType<typeof listGalleries>>[number];
export type VideoRow = Awaited<ReturnType<typeof listVideos>>[number];
