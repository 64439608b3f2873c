import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../core/site/site-settings';
import { toRouteName } from '../../core/routes/route-name';
import { verifyPassword } from '../../server/customers/password';
import { FsImageStore } from '../../server/providers/images';
import { createDb, type Db } from '../../server/db/client';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import * as schema from '../../server/db/schema';
import { EU_COUNTRY_CODES } from './countries';
import { SEO_PAGE_KEYS } from './seo-pages';
import { isSeeded, resetDatabase, seedDatabase, type SeedResult } from './seed';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Product rows as a comparable value: without the random uuid and the clock. */
async function productSnapshot(db: Db) {
  const rows = await db.select().from(schema.products).orderBy(asc(schema.products.sku));
  const colors = await db
    .select({ sku: schema.products.sku, color: schema.colors.name })
    .from(schema.productColors)
    .innerJoin(schema.products, eq(schema.products.id, schema.productColors.productId))
    .innerJoin(schema.colors, eq(schema.colors.id, schema.productColors.colorId))
    .orderBy(asc(schema.products.sku), asc(schema.colors.name));
  return {
    products: rows.map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest),
    colors,
  };
}

describe('seedDatabase', () => {
  let root: string;
  let server: EmbeddedServer;
  let db: Db;
  let images: FsImageStore;
  let result: SeedResult;
  const logLines: string[] = [];

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
    // mkdtemp makes a 0700 folder; run as root, PostgreSQL runs as the postgres user, which
    // must be able to pass through it to reach the cluster folder it is given.
    await chmod(root, 0o711);
    images = new FsImageStore(path.join(root, 'images'));
    server = await startEmbeddedPostgres({
      dir: path.join(root, 'pg'),
      port: await freePort(),
      persistent: false,
    });
    db = createDb(server.url, 3);
    await runMigrations(db);
    expect(await isSeeded(db)).toBe(false);
    result = await seedDatabase(db, { images, log: (line) => logLines.push(line) });
  }, 120_000);

  afterAll(async () => {
    await db?.$client.end();
    await server?.stop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('marks the database as seeded and reports what it wrote', async () => {
    expect(await isSeeded(db)).toBe(true);
    expect(result.counts.products).toBe(72);
    expect(result.counts.countries).toBe(30);
    expect(result.counts.images).toBeGreaterThan(72);
    expect(result.counts.imagesCreated).toBe(result.counts.images);
    expect(logLines.some((line) => line.startsWith('seed:'))).toBe(true);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from products`))
      .rows as [{ n: number }];
    expect(n).toBe(result.counts.products);
  });

  it('has the four main categories with bilingual sub-categories and brands', async () => {
    const categories = await db.select().from(schema.categories);
    expect(categories.map((c) => c.name).sort()).toEqual([
      'Backpacks',
      'Bags',
      'Luggage',
      'Scarves',
    ]);
    expect(categories.map((c) => c.itaName).sort()).toEqual([
      'Borse',
      'Sciarpe',
      'Valigie',
      'Zaini',
    ]);
    expect(categories.every((c) => c.mainCat)).toBe(true);
    for (const category of categories) {
      const subs = await db
        .select()
        .from(schema.categorySubs)
        .where(eq(schema.categorySubs.categoryId, category.id));
      expect(subs.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeLessThanOrEqual(5);
      expect(subs.every((s) => s.name && s.itaName)).toBe(true);
      const brands = await db
        .select()
        .from(schema.categoryBrands)
        .where(eq(schema.categoryBrands.categoryId, category.id));
      expect(brands.length).toBeGreaterThan(0);
    }
    const brands = await db.select().from(schema.brands);
    expect(brands.length).toBeGreaterThanOrEqual(8);
    expect(brands.every((b) => b.itaName)).toBe(true);
    expect((await db.select().from(schema.colors)).length).toBeGreaterThanOrEqual(8);
    expect((await db.select().from(schema.styles)).length).toBeGreaterThanOrEqual(5);
  });

  it('has products covering every case the shop and the admin filters show', async () => {
    const products = await db.select().from(schema.products);
    const active = products.filter((p) => p.status === 'A');
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(products.filter((p) => p.status === 'Z')).toHaveLength(2);
    expect(products.filter((p) => p.salePercent > 0 && p.special).length).toBeGreaterThanOrEqual(
      12,
    );
    expect(products.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(active.filter((p) => p.sellBy === 'w').length).toBeGreaterThanOrEqual(4);
    const out = active.filter((p) => p.inStock <= p.minStock);
    expect(out.length).toBeGreaterThanOrEqual(5);
    expect(out.some((p) => p.inStock === p.minStock && p.minStock > 0)).toBe(true);
    const critical = active.filter((p) => p.inStock > p.minStock && p.inStock <= p.criticalStock);
    expect(critical.length).toBeGreaterThanOrEqual(5);
    expect(products.some((p) => p.packs.length > 0)).toBe(true);
    expect(products.some((p) => p.minPurchase > 1)).toBe(true);
    expect(products.some((p) => p.freeDelivery)).toBe(true);
    expect(products.some((p) => p.sizes.length > 0)).toBe(true);

    for (const p of products) {
      expect(p.eng.name, p.sku).not.toBe('');
      expect(p.ita.name, p.sku).not.toBe('');
      expect(p.url).toBe(toRouteName(p.eng.name));
      expect(p.retailPrice).toBeGreaterThanOrEqual(1500);
      expect(p.retailPrice).toBeLessThanOrEqual(60000);
      expect(p.supplierPrice).toBeLessThan(p.retailPrice);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(5);
      expect(p.taxRateId).not.toBeNull();
      if (p.salePercent > 0) expect(p.salePercent).toBeGreaterThanOrEqual(10);
      expect(p.salePercent).toBeLessThanOrEqual(50);
      if (p.sellBy === 'w') expect(p.productWeight).toBeGreaterThan(0);
    }
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.images.length)).size).toBe(5);

    const [defaultRate] = await db
      .select()
      .from(schema.taxRates)
      .where(eq(schema.taxRates.isDefault, true));
    expect(defaultRate?.rateBp).toBe(2200);
    expect(products.every((p) => p.taxRateId === defaultRate?.id)).toBe(true);

    const withColors = await db
      .selectDistinct({ id: schema.productColors.productId })
      .from(schema.productColors);
    const withStyles = await db
      .selectDistinct({ id: schema.productStyles.productId })
      .from(schema.productStyles);
    const withSubs = await db
      .selectDistinct({ id: schema.productSubCategories.productId })
      .from(schema.productSubCategories);
    expect(withColors).toHaveLength(products.length);
    expect(withStyles).toHaveLength(products.length);
    expect(withSubs).toHaveLength(products.length);
  });

  it('stores a WebP picture for every image key it wrote', async () => {
    const products = await db.select({ images: schema.products.images }).from(schema.products);
    const keys = products.flatMap((p) => p.images);
    const stored = new Set(await images.list(''));
    expect(keys.filter((key) => !stored.has(key))).toEqual([]);
    const first = await images.get(keys[0] ?? '');
    expect(first?.contentType).toBe('image/webp');
    const meta = await sharp(first?.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    const logo = await sharp((await images.get('site/logo.webp'))?.bytes).metadata();
    expect([logo.width, logo.height]).toEqual([250, 80]);
    const footer = await sharp((await images.get('site/footer.webp'))?.bytes).metadata();
    expect([footer.width, footer.height]).toEqual([100, 100]);
  });

  it('writes site settings the admin schema accepts', async () => {
    const [row] = await db.select().from(schema.siteSettings);
    expect(row?.id).toBe(1);
    const settings = siteSettingsSchema.parse(row?.settings);
    expect(settings.shopActive).toBe(true);
    expect(settings.company.logo).toMatchObject({
      image: 'site/logo.webp',
      width: 250,
      height: 80,
    });
    expect(settings.payment.currency).toBe('EUR');
  });

  it('writes reference data: countries, tax rates, suppliers, shippers, media, posts, SEO', async () => {
    const countries = await db.select().from(schema.countries);
    expect(countries).toHaveLength(30);
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(countries.map((c) => c.code).sort()).toEqual(
      [...EU_COUNTRY_CODES, 'GB', 'US', 'ZA'].sort(),
    );
    for (const c of countries) {
      expect(c.itaName, c.code).not.toBe('');
      expect(c.deliveryFeeKg, c.code).toBeLessThan(c.deliveryFee5);
      expect(c.deliveryFee5, c.code).toBeLessThan(c.deliveryFee10);
    }
    const italy = countries.find((c) => c.code === 'IT');
    expect(countries.every((c) => (italy?.deliveryFeeKg ?? 0) <= c.deliveryFeeKg)).toBe(true);
    expect(
      countries
        .filter((c) => c.deliveryStdFee > 0)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['US', 'ZA']);

    const shippers = await db.select().from(schema.shippers);
    expect(shippers.length).toBeGreaterThanOrEqual(3);
    expect(shippers.every((s) => s.trackingUrl.includes('{trackingNo}'))).toBe(true);
    expect((await db.select().from(schema.suppliers)).length).toBeGreaterThanOrEqual(3);

    const galleries = await db.select().from(schema.galleries);
    expect(galleries.length).toBeGreaterThanOrEqual(6);
    const videos = await db.select().from(schema.videos);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(videos.every((v) => /^[A-Za-z0-9_-]{11}$/.test(v.youtubeId))).toBe(true);

    const posts = await db.select().from(schema.posts);
    expect(posts).toHaveLength(2);
    for (const post of posts) {
      expect(post.cuid).toMatch(/^c[0-9a-z]{24}$/);
      expect(post.slug).toBe(toRouteName(post.title).toLowerCase());
    }

    const seo = await db.select().from(schema.seoPages);
    expect(seo).toHaveLength(SEO_PAGE_KEYS.length * 2);
    expect(new Set(seo.map((s) => s.pageKey))).toEqual(new Set(SEO_PAGE_KEYS));
  });

  it('creates one active administrator whose generated password verifies', async () => {
    const admins = await db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.userType, 'A'));
    expect(admins).toHaveLength(1);
    const [admin] = admins;
    expect(admin?.userName).toBe('admin@example.com');
    expect(admin?.userStatus).toBe('A');
    expect(admin?.nickName).toBe('admin');
    expect(admin?.activatedAt).toBeInstanceOf(Date);
    expect(result.admin.email).toBe('admin@example.com');
    const password = result.admin.generatedPassword ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(password, admin?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong password', admin?.passwordHash ?? '')).toBe(false);
  });

  it('produces the same catalogue in a second fresh database, reusing the images', async () => {
    const maintenance = createDb(withDatabase(server.url, 'postgres'), 1);
    await maintenance.$client.query('create database shop_again');
    await maintenance.$client.end();
    const again = createDb(withDatabase(server.url, 'shop_again'), 3);
    try {
      await runMigrations(again);
      const second = await seedDatabase(again, {
        images,
        adminEmail: 'Owner@Example.com',
        adminPassword: 'a-chosen-password',
      });
      expect(second.admin).toEqual({ email: 'owner@example.com', generatedPassword: undefined });
      expect(second.counts.imagesCreated).toBe(0);
      expect(await productSnapshot(again)).toEqual(await productSnapshot(db));
      const [admin] = await again
        .select()
        .from(schema.customers)
        .where(eq(schema.customers.userType, 'A'));
      expect(await verifyPassword('a-chosen-password', admin?.passwordHash ?? '')).toBe(true);
    } finally {
      await again.$client.end();
    }
  });

  it('refuses an administrator password shorter than 8 characters', async () => {
    await expect(seedDatabase(db, { images, adminPassword: 'short' })).rejects.toThrow(
      /at least 8/,
    );
  });

  it('resets every shop table, after which the seed runs again from id 1', async () => {
    await resetDatabase(db);
    expect(await isSeeded(db)).toBe(false);
    expect(await db.select().from(schema.products)).toEqual([]);
    expect(await db.select().from(schema.customers)).toEqual([]);
    const again = await seedDatabase(db, { images });
    expect(again.counts.products).toBe(result.counts.products);
    const brands = await db.select({ id: schema.brands.id }).from(schema.brands);
    expect(Math.min(...brands.map((b) => b.id))).toBe(1);
  });
});
