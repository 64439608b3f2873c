import { and, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { toRouteName } from '../../src/core/routes/route-name';
import { createDb, type Db } from '../../src/server/db/client';
import {
  productColors,
  productStyles,
  productSubCategories,
  products,
  type ProductText,
} from '../../src/server/db/schema';

type ProductRow = typeof products.$inferSelect;
type NewProduct = typeof products.$inferInsert;

/** "Active and in stock" exactly as the public catalogue filters it (product-rows.ts). */
const activeInStock = and(eq(products.status, 'A'), gt(products.inStock, products.minStock));

/** The sku of a copy made here (variantOf). */
const COPY_SKU = /-B\d+$/;

/** Rows per INSERT: ~30 columns each stays well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;

async function countActiveInStock(db: Db, among?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(and(activeInStock, among));
  return row?.n ?? 0;
}

/** Active, in-stock products: the catalogue size a build turns into pages. */
export async function countCatalogue(databaseUrl: string): Promise<number> {
  const db = createDb(databaseUrl, 1);
  try {
    return await countActiveInStock(db);
  } finally {
    await db.$client.end();
  }
}

/** A numbered variant's texts: the model number keeps every name (and so its route) unique. */
function variantText(text: ProductText, n: number): ProductText {
  const name = `${text.name} No. ${n}`;
  return { ...text, name, pageTitle: name, seoTitle: name };
}

/**
 * Copy n of a seeded product: same brand, category, pictures (the seeded image keys, so no new
 * files are needed) and links; a new sku, url and name, a slightly different price, in stock.
 */
function variantOf(template: ProductRow, n: number): NewProduct {
  const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = template;
  const eng = variantText(template.eng, n);
  return {
    ...columns,
    sku: `${template.sku}-B${n}`,
    url: toRouteName(eng.name),
    status: 'A',
    retailPrice: template.retailPrice + (n % 20) * 100,
    inStock: Math.max(template.inStock, template.minStock + 1 + (n % 7)),
    eng,
    ita: variantText(template.ita, n),
  };
}

/** The colour, style and sub-category rows of the templates, grouped by product id. */
async function linksOf(db: Db, ids: string[]) {
  const [subs, colors, styles] = await Promise.all([
    db.select().from(productSubCategories).where(inArray(productSubCategories.productId, ids)),
    db.select().from(productColors).where(inArray(productColors.productId, ids)),
    db.select().from(productStyles).where(inArray(productStyles.productId, ids)),
  ]);
  const group = <R extends { productId: string }>(rows: R[]) => {
    const byId = new Map<string, R[]>();
    for (const row of rows) byId.set(row.productId, [...(byId.get(row.productId) ?? []), row]);
    return byId;
  };
  return { subs: group(subs), colors: group(colors), styles: group(styles) };
}

/**
 * Adds copies of the seeded active, in-stock products until `target` of them are active and in
 * stock, so a build sees a catalogue of that size with the seed's variety of categories,
 * brands and pictures. Returns the final count. `among` narrows both the products copied and
 * the ones counted (a category grown to a size of its own: the lists bench).
 */
export async function generateProducts(
  databaseUrl: string,
  target: number,
  among?: SQL,
): Promise<number> {
  const db = createDb(databaseUrl, 2);
  try {
    // The seeded products only, never earlier copies: a catalogue can be grown twice.
    const templates = (await db.select().from(products).where(and(activeInStock, among))).filter(
      (p) => !COPY_SKU.test(p.sku),
    );
    if (templates.length === 0) throw new Error('no active in-stock product to copy');
    const links = await linksOf(
      db,
      templates.map((t) => t.id),
    );
    let missing = target - (await countActiveInStock(db, among));
    // Numbered past every product already there, so copies made by an earlier call keep
    // their skus and names to themselves.
    let n = (await db.select({ n: count() }).from(products))[0]!.n + 1;
    while (missing > 0) {
      const batch = Array.from({ length: Math.min(BATCH, missing) }, (_, i) => {
        const template = templates[(n + i) % templates.length] as ProductRow;
        return { template, row: variantOf(template, n + i) };
      });
      n += batch.length;
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(products)
          .values(batch.map((b) => b.row))
          .returning({ id: products.id, sku: products.sku });
        // Matched by sku: RETURNING's row order is not a documented promise.
        const idBySku = new Map(inserted.map((r) => [r.sku, r.id]));
        const relink = <R extends { productId: string }>(byId: Map<string, R[]>): R[] =>
          batch.flatMap((b) =>
            (byId.get(b.template.id) ?? []).map((link) => ({
              ...link,
              productId: idBySku.get(b.row.sku) ?? '',
            })),
          );
        const subs = relink(links.subs);
        const colors = relink(links.colors);
        const styles = relink(links.styles);
        if (subs.length) await tx.insert(productSubCategories).values(subs);
        if (colors.length) await tx.insert(productColors).values(colors);
        if (styles.length) await tx.insert(productStyles).values(styles);
      });
      missing -= batch.length;
    }
    return await countActiveInStock(db, among);
  } finally {
    await db.$client.end();
  }
}
