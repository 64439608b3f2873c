import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categoryBrands,
  categorySubs,
  countries,
  galleries,
  shippers,
  videos,
} from '../../db/schema';
import {
  presentBrand,
  presentCategory,
  presentColor,
  presentCountry,
  presentGallery,
  presentShipper,
  presentStyle,
  presentSupplier,
  presentTaxRate,
  presentVideo,
} from '../../reference/present';
import {
  listBrands,
  listCategories,
  listColors,
  listStyles,
  listSuppliers,
  listTaxRates,
} from '../../reference/queries';

/*
 * The admin lists: every record (inactive ones too), in the public shapes plus what only the
 * back office needs (sort, active, image keys, ids of linked records).
 */

export async function adminBrands(db: Db) {
  return (await listBrands(db)).map((row) => ({
    ...presentBrand(row),
    sort: row.sort,
    bannerImage: row.banner.image,
  }));
}

const presentSub = (row: typeof categorySubs.$inferSelect) => ({
  _id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  itaName: row.itaName,
  sort: row.sort,
  lng: { eng: { name: row.name }, ita: { name: row.itaName || row.name } },
});

export async function adminCategories(db: Db) {
  const [rows, links] = await Promise.all([listCategories(db), db.select().from(categoryBrands)]);
  return rows.map((row) => ({
    ...presentCategory(row),
    sort: row.sort,
    bannerImage: row.banner.image,
    brandIds: links.filter((l) => l.categoryId === row.id).map((l) => l.brandId),
    subs: row.subs.map(presentSub),
  }));
}

/** One category's sub-categories, in menu order. */
export async function adminCategorySubs(db: Db, categoryId: number) {
  const rows = await db
    .select()
    .from(categorySubs)
    .where(eq(categorySubs.categoryId, categoryId))
    .orderBy(asc(categorySubs.sort), asc(categorySubs.name));
  return rows.map(presentSub);
}

export async function adminColors(db: Db) {
  return (await listColors(db)).map((row) => ({ ...presentColor(row), sort: row.sort }));
}

export async function adminStyles(db: Db) {
  return (await listStyles(db)).map((row) => ({ ...presentStyle(row), sort: row.sort }));
}

export async function adminSuppliers(db: Db) {
  return (await listSuppliers(db)).map(presentSupplier);
}

export async function adminTaxRates(db: Db) {
  return (await listTaxRates(db)).map(presentTaxRate);
}

export async function adminCountries(db: Db) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.name));
  return rows.map((row) => ({ ...presentCountry(row), active: row.active, sort: row.sort }));
}

export async function adminShippers(db: Db) {
  const rows = await db.select().from(shippers).orderBy(asc(shippers.name));
  return rows.map((row) => ({ ...presentShipper(row), active: row.active }));
}

export async function adminGalleries(db: Db) {
  const rows = await db.select().from(galleries).orderBy(asc(galleries.sort), asc(galleries.id));
  return rows.map((row) => ({
    ...presentGallery(row),
    imageKey: row.image,
    active: row.active,
    sort: row.sort,
  }));
}

export async function adminVideos(db: Db) {
  const rows = await db.select().from(videos).orderBy(asc(videos.sort), asc(videos.id));
  return rows.map((row) => ({ ...presentVideo(row), active: row.active, sort: row.sort }));
}
