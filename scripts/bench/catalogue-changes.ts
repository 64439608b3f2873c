import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { toRouteName } from '../../src/core/routes/route-name';
import type { Db } from '../../src/server/db/client';
import { products, siteSettings } from '../../src/server/db/schema';
import { countCatalogue, generateProducts } from './generate-products';

/** What a change did, for the report and for the test to look for afterwards. */
export interface CatalogueChange {
  /** The English route name (products.url) of the product it touched, if one. */
  url?: string;
  /** The product's former route name, when the change renamed it. */
  formerUrl?: string;
}

/** The first published product by sku: the same one every run, whatever the catalogue size. */
async function firstProduct(db: Db) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.status, 'A'), gt(products.inStock, products.minStock)))
    .orderBy(asc(products.sku))
    .limit(1);
  if (!row) throw new Error('no published product to change');
  return row;
}

/** (a) One product's price up by 1.00 and its Italian name changed (one page, two languages). */
export async function changePriceAndItalianName(db: Db): Promise<CatalogueChange> {
  const row = await firstProduct(db);
  await db
    .update(products)
    .set({
      retailPrice: row.retailPrice + 100,
      ita: { ...row.ita, name: `${row.ita.name} (nuovo)` },
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, row.id));
  return { url: row.url };
}

/** (b) One more published product, a copy of a seeded one (generate-products.ts). */
export async function addProduct(db: Db, databaseUrl: string): Promise<CatalogueChange> {
  const before = await db.select({ id: products.id }).from(products);
  await generateProducts(databaseUrl, (await countCatalogue(databaseUrl)) + 1);
  const known = new Set(before.map((row) => row.id));
  const added = (await db.select().from(products)).find((row) => !known.has(row.id));
  return { url: added?.url };
}

/** (c) One product deleted as the back office deletes it (status Z: its pages must go). */
export async function deleteProduct(db: Db): Promise<CatalogueChange> {
  const row = await firstProduct(db);
  await db
    .update(products)
    .set({ status: 'Z', updatedAt: sql`now()` })
    .where(eq(products.id, row.id));
  return { formerUrl: row.url };
}

/** One product's English name changed, and so its address (products.url). */
export async function renameProduct(db: Db): Promise<CatalogueChange> {
  const row = await firstProduct(db);
  const name = `${row.eng.name} Renamed`;
  const url = toRouteName(name);
  await db
    .update(products)
    .set({ eng: { ...row.eng, name }, url, updatedAt: sql`now()` })
    .where(eq(products.id, row.id));
  return { url, formerUrl: row.url };
}

/** (d) A setting every page shows: the helpline in the footer. */
export async function changeSiteSetting(db: Db): Promise<CatalogueChange> {
  await db
    .update(siteSettings)
    .set({
      settings: sql`jsonb_set(${siteSettings.settings}, '{company,contact,helpline}', to_jsonb('+39 055 000 1234'::text))`,
      updatedAt: sql`now()`,
    })
    .where(eq(siteSettings.id, 1));
  return {};
}
