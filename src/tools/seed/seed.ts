import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { getImageStore, type ImageStore } from '../../server/providers/images';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { buildAdmin } from './admin';
import { BRANDS } from './brands';
import { CATEGORIES } from './categories';
import { COLORS, STYLES } from './colors-styles';
import { COUNTRIES } from './countries';
import { generateSeedImages, seedImageJobs } from './images';
import { GALLERIES, VIDEOS } from './media';
import { buildPosts } from './posts';
import { buildProducts, type ProductSeed } from './products';
import { SHIPPERS } from './shippers';
import { buildSeoPages } from './seo-pages';
import { buildSiteSettings } from './site-settings';
import { SUPPLIERS } from './suppliers';
import { PRODUCT_TAX_RATE, TAX_RATES, taxRateKey } from './tax-rates';
import { productFigures } from '../../core/catalogue/product-figures';

export interface SeedOptions {
  adminEmail?: string;
  /** When absent, a random password is generated and returned once. */
  adminPassword?: string;
  images?: ImageStore;
  log?: (line: string) => void;
}

export interface SeedResult {
  admin: { email: string; generatedPassword?: string };
  counts: Record<string, number>;
}

/**
 * The seed writes everything in one transaction, so any of its rows proves a finished seed;
 * the site settings row is the one no running shop can be without.
 */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.siteSettings.id }).from(schema.siteSettings).limit(1);
  return rows.length > 0;
}

/** Gap between sort values, so an administrator can slot a new row between two seeded ones. */
const SORT_STEP = 10;

function idMap<K extends string>(rows: { id: number; key: K }[]): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) {
    throw new Error(`seed data refers to an unknown ${what}: ${String(key)}`);
  }
  return value;
}

/** The columns a product row takes straight from its seed; references are resolved apart. */
function productColumns(p: ProductSeed) {
  return {
    sku: p.sku,
    url: p.url,
    status: p.status,
    images: p.images,
    sellBy: p.sellBy,
    ...productFigures(p),
    weightUnit: p.weightUnit,
    sizes: p.sizes,
    eng: p.eng,
    ita: p.ita,
  } satisfies Partial<typeof schema.products.$inferInsert>;
}

/**
 * Fills an empty database with the sample shop. Images are rendered first (they are files, not
 * rows, and rendering inside the transaction would hold it open for seconds); every row is then
 * written in one transaction, so a failure leaves the database empty rather than half seeded.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const products = buildProducts();
  const posts = buildPosts();
  const seoPages = buildSeoPages();
  const settings = buildSiteSettings();
  const admin = await buildAdmin(options);

  const images = await generateSeedImages(
    options.images ?? getImageStore(),
    seedImageJobs(products, GALLERIES),
    log,
  );

  const counts = await db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    const note = (table: string, rows: number) => {
      counts[table] = rows;
    };

    const taxRates = idMap(
      (
        await tx
          .insert(schema.taxRates)
          .values(TAX_RATES.map((rate) => ({ ...rate })))
          .returning({
            id: schema.taxRates.id,
            countryCode: schema.taxRates.countryCode,
            name: schema.taxRates.name,
          })
      ).map((row) => ({ id: row.id, key: taxRateKey(row) })),
    );
    note('taxRates', taxRates.size);

    const brands = idMap(
      await tx
        .insert(schema.brands)
        .values(BRANDS.map((brand, i) => ({ ...brand, sort: i * SORT_STEP })))
        .returning({ id: schema.brands.id, key: schema.brands.name }),
    );
    note('brands', brands.size);

    const categories = idMap(
      await tx
        .insert(schema.categories)
        .values(
          CATEGORIES.map((category, i) => ({
            name: category.name,
            itaName: category.itaName,
            mainCat: true,
            subCategoryMenu: category.subCategoryMenu,
            banner: category.banner,
            sort: i * SORT_STEP,
          })),
        )
        .returning({ id: schema.categories.id, key: schema.categories.name }),
    );
    note('categories', categories.size);

    const subKey = (category: string, sub: string) => `${category}/${sub}`;
    const subRows = await tx
      .insert(schema.categorySubs)
      .values(
        CATEGORIES.flatMap((category) =>
          category.subs.map((sub, i) => ({
            categoryId: lookup(categories, category.name, 'category'),
            name: sub.name,
            itaName: sub.itaName,
            sort: i * SORT_STEP,
          })),
        ),
      )
      .returning({
        id: schema.categorySubs.id,
        categoryId: schema.categorySubs.categoryId,
        name: schema.categorySubs.name,
      });
    const categoryNameById = new Map([...categories].map(([name, id]) => [id, name]));
    const subs = idMap(
      subRows.map((row) => ({
        id: row.id,
        key: subKey(lookup(categoryNameById, row.categoryId, 'category id'), row.name),
      })),
    );
    note('categorySubs', subs.size);

    const categoryBrandRows = CATEGORIES.flatMap((category) =>
      category.brands.map((brand) => ({
        categoryId: lookup(categories, category.name, 'category'),
        brandId: lookup(brands, brand, 'brand'),
      })),
    );
    await tx.insert(schema.categoryBrands).values(categoryBrandRows);
    note('categoryBrands', categoryBrandRows.length);

    const colors = idMap(
      await tx
        .insert(schema.colors)
        .values(COLORS.map((color, i) => ({ ...color, sort: i * SORT_STEP })))
        .returning({ id: schema.colors.id, key: schema.colors.name }),
    );
    note('colors', colors.size);

    const styles = idMap(
      await tx
        .insert(schema.styles)
        .values(STYLES.map((style, i) => ({ ...style, sort: i * SORT_STEP })))
        .returning({ id: schema.styles.id, key: schema.styles.name }),
    );
    note('styles', styles.size);

    const suppliers = idMap(
      await tx
        .insert(schema.suppliers)
        .values(SUPPLIERS.map((supplier) => ({ ...supplier })))
        .returning({ id: schema.suppliers.id, key: schema.suppliers.name }),
    );
    note('suppliers', suppliers.size);

    await tx.insert(schema.shippers).values(SHIPPERS.map((shipper) => ({ ...shipper })));
    note('shippers', SHIPPERS.length);

    await tx.insert(schema.countries).values(
      COUNTRIES.map(({ taxRate, ...country }, i) => ({
        ...country,
        taxRateId: taxRate === null ? null : lookup(taxRates, taxRate, 'tax rate'),
        sort: i * SORT_STEP,
      })),
    );
    note('countries', COUNTRIES.length);

    const productTaxRateId = lookup(taxRates, taxRateKey(PRODUCT_TAX_RATE), 'tax rate');
    const productIds = new Map(
      (
        await tx
          .insert(schema.products)
          .values(
            products.map((p) => ({
              ...productColumns(p),
              brandId: lookup(brands, p.brand, 'brand'),
              categoryId: lookup(categories, p.category, 'category'),
              supplierId: lookup(suppliers, p.supplier, 'supplier'),
              taxRateId: productTaxRateId,
            })),
          )
          .returning({ id: schema.products.id, sku: schema.products.sku })
      ).map((row) => [row.sku, row.id]),
    );
    note('products', productIds.size);

    const productId = (sku: string) => lookup(productIds, sku, 'product');
    const productColorRows = products.flatMap((p) =>
      p.colors.map((color) => ({
        productId: productId(p.sku),
        colorId: lookup(colors, color, 'colour'),
      })),
    );
    const productStyleRows = products.flatMap((p) =>
      p.styles.map((style) => ({
        productId: productId(p.sku),
        styleId: lookup(styles, style, 'style'),
      })),
    );
    const productSubRows = products.flatMap((p) =>
      p.subCategories.map((sub) => ({
        productId: productId(p.sku),
        categorySubId: lookup(subs, subKey(p.category, sub), 'sub-category'),
      })),
    );
    await tx.insert(schema.productColors).values(productColorRows);
    await tx.insert(schema.productStyles).values(productStyleRows);
    await tx.insert(schema.productSubCategories).values(productSubRows);
    note('productColors', productColorRows.length);
    note('productStyles', productStyleRows.length);
    note('productSubCategories', productSubRows.length);

    await tx
      .insert(schema.galleries)
      .values(
        GALLERIES.map(({ image, eng, ita }, i) => ({ image, eng, ita, sort: i * SORT_STEP })),
      );
    note('galleries', GALLERIES.length);
    await tx
      .insert(schema.videos)
      .values(VIDEOS.map((video, i) => ({ ...video, sort: i * SORT_STEP })));
    note('videos', VIDEOS.length);
    await tx.insert(schema.posts).values(posts);
    note('posts', posts.length);
    await tx.insert(schema.seoPages).values(seoPages);
    note('seoPages', seoPages.length);
    await tx.insert(schema.siteSettings).values({ id: 1, settings });
    note('siteSettings', 1);
    await tx.insert(schema.customers).values(admin.row);
    note('customers', 1);
    return counts;
  });

  counts.images = images.total;
  counts.imagesCreated = images.created;
  log(
    `seed: ${counts.products ?? 0} products, ${counts.countries ?? 0} countries, ` +
      `${images.total} images (${images.created} new)`,
  );
  return {
    admin: { email: admin.email, generatedPassword: admin.generatedPassword },
    counts,
  };
}

/** Every table the schema defines, whatever a later migration adds. */
function shopTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort();
}

/**
 * Empties every shop table and restarts its id sequences (npm run db:seed -- --reset). The
 * migrations journal lives in the drizzle schema, not here, so the schema stays migrated.
 */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = shopTableNames().map((name) => `"${name.replace(/"/g, '""')}"`);
  if (tables.length === 0) return;
  await db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}
