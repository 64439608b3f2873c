import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import { toRouteName } from '../../src/core/routes/route-name';
import { brands, categories, categorySubs, products } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
});
afterAll(() => t.drop());

const list = (body: Record<string, unknown>) => body.products as CatalogueProduct[];

describe('GET /api/products (shop side)', () => {
  it('returns the active products whose stock exceeds minStock, and no supplier price', async () => {
    const res = await t.get('/api/products?rows=1000');
    expect(res.status).toBe(200);
    const expected = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.status, 'A'), gt(products.inStock, products.minStock)));
    const shown = list(res.body);
    expect(shown.map((p) => p.sku).sort()).toEqual(expected.map((p) => p.sku).sort());
    expect(shown.length).toBeGreaterThanOrEqual(50);
    for (const product of shown) {
      expect(product.status).toBe('A');
      expect(product.sell.inStock).toBeGreaterThan(product.sell.minStock);
      expect(product.sell).not.toHaveProperty('supplierPrice');
      expect(product.lng.eng.name).not.toBe('');
      expect(product.lng.ita.name).not.toBe('');
    }
  });

  it('sorts by English name and honours rows', async () => {
    const all = list((await t.get('/api/products')).body);
    const names = all.map((p) => p.lng.eng.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const twelve = list((await t.get('/api/products?rows=12')).body);
    expect(twelve.map((p) => p.sku)).toEqual(all.slice(0, 12).map((p) => p.sku));
  });

  it('prices a sale product as a percentage off its retail price, in cents', async () => {
    const onSale = list((await t.get('/api/products?special=0')).body);
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) {
      expect(p.list.special).toBe(true);
      if (p.sell.salePrice > 0) {
        expect(p.sell.price).toBe(
          Math.round((p.sell.retailPrice * (100 - p.sell.salePrice)) / 100),
        );
        expect(p.sell.price).toBeLessThan(p.sell.retailPrice);
      }
    }
  });

  it('finds one product by sku or url even when it is out of stock', async () => {
    const [out] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.status, 'A'), lte(products.inStock, products.minStock)))
      .limit(1);
    expect(out).toBeDefined();
    const bySku = list((await t.get(`/api/products?rows=1&sku=${out!.sku.toLowerCase()}`)).body);
    expect(bySku.map((p) => p.sku)).toEqual([out!.sku]);
    const byUrl = list((await t.get(`/api/products?rows=1&url=${out!.url}`)).body);
    expect(byUrl.map((p) => p.sku)).toEqual([out!.sku]);
    expect(byUrl[0]!.sell.inStock).toBeLessThanOrEqual(byUrl[0]!.sell.minStock);
  });

  it('never shows a deleted product to a visitor, not even by sku', async () => {
    const [deleted] = await t.db.select().from(products).where(eq(products.status, 'Z')).limit(1);
    expect(deleted).toBeDefined();
    expect(list((await t.get(`/api/products?sku=${deleted!.sku}`)).body)).toEqual([]);
  });

  it('filters by brand and category route names, in either language', async () => {
    const [brand] = await t.db.select().from(brands).limit(1);
    const byBrand = list((await t.get(`/api/products?brand=${toRouteName(brand!.name)}`)).body);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((p) => p.brand === brand!.name)).toBe(true);

    const [category] = await t.db.select().from(categories).limit(1);
    const english = list(
      (await t.get(`/api/products?category=${toRouteName(category!.name)}`)).body,
    );
    const italian = list(
      (await t.get(`/api/products?category=${encodeURIComponent(toRouteName(category!.itaName))}`))
        .body,
    );
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((p) => p.category === category!.name)).toBe(true);
    expect(italian.map((p) => p.sku)).toEqual(english.map((p) => p.sku));
  });

  it('filters by sub-category within a category', async () => {
    const [sub] = await t.db
      .select({ sub: categorySubs.name, category: categories.name })
      .from(categorySubs)
      .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
      .where(
        sql`exists (select 1 from product_sub_categories psc join products p on p.id = psc.product_id where psc.category_sub_id = ${categorySubs.id} and p.status = 'A' and p.in_stock > p.min_stock)`,
      )
      .limit(1);
    const res = await t.get(
      `/api/products?category=${toRouteName(sub!.category)}&subcategory=${toRouteName(sub!.sub)}`,
    );
    const found = list(res.body);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.subCategory.split(';').includes(sub!.sub))).toBe(true);
  });

  it('answers an unknown brand with an empty list, not an error', async () => {
    const res = await t.get('/api/products?brand=No_Such_Brand');
    expect(res.status).toBe(200);
    expect(list(res.body)).toEqual([]);
  });

  it('searches every word across names, brands and categories; underscores are spaces', async () => {
    const [sample] = list((await t.get('/api/products?rows=1')).body);
    const word = sample!.lng.eng.name.split(' ')[0]!;
    const found = list((await t.get(`/api/products?search=${encodeURIComponent(word)}`)).body);
    expect(found.map((p) => p.sku)).toContain(sample!.sku);
    const two = `${word}_${sample!.brand.split(' ')[0]}`;
    const narrowed = list((await t.get(`/api/products?search=${encodeURIComponent(two)}`)).body);
    expect(narrowed.map((p) => p.sku)).toContain(sample!.sku);
    expect(narrowed.length).toBeLessThanOrEqual(found.length);
    const none = list((await t.get('/api/products?search=zzqxv_nothing')).body);
    expect(none).toEqual([]);
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    expect(list((await t.get('/api/products?search=%25')).body)).toEqual([]);
  });

  it('maps featured/top, special, free and related to their lists', async () => {
    const featured = list((await t.get('/api/products?rows=1000&featured=0')).body);
    const top = list((await t.get('/api/products?rows=1000&top=0')).body);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.list.featured)).toBe(true);
    expect(top.map((p) => p.sku)).toEqual(featured.map((p) => p.sku));
    const free = list((await t.get('/api/products?free=0')).body);
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((p) => p.sell.freeDelivery)).toBe(true);
    const [one] = list((await t.get('/api/products?rows=1')).body);
    const related = list(
      (await t.get(`/api/products?rows=12&related=${encodeURIComponent(one!.category)}`)).body,
    );
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(12);
  });

  it('includes out-of-stock products in the out-of-stock view (product=ALL)', async () => {
    const all = list((await t.get('/api/products?product=ALL')).body);
    const shop = list((await t.get('/api/products')).body);
    expect(all.length).toBeGreaterThan(shop.length);
    expect(all.every((p) => p.status === 'A')).toBe(true);
  });
});

describe('GET /api/products admin mode', () => {
  it('answers 401 without a token, 403 for a customer and 200 for an administrator', async () => {
    expect((await t.get('/api/products?admin=true')).status).toBe(401);
    expect((await t.get('/api/products?admin=true', customer.headers)).status).toBe(403);
    const res = await t.get('/api/products?admin=true', admin.headers);
    expect(res.status).toBe(200);
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)) as [{ count: number }];
    expect(list(res.body)).toHaveLength(count);
    expect(list(res.body).some((p) => p.status === 'Z')).toBe(true);
    expect(list(res.body)[0]!.sell.supplierPrice).toEqual(expect.any(Number));
  });

  it('takes the token from the query string on reads, as admin calls send it', async () => {
    const res = await t.get(
      `/api/products?admin=true&status=Z&email=${encodeURIComponent(admin.email)}&token=${admin.token}`,
    );
    expect(res.status).toBe(200);
    expect(list(res.body).length).toBeGreaterThan(0);
    expect(list(res.body).every((p) => p.status === 'Z')).toBe(true);
  });

  it('refuses deleted products to anyone but an administrator', async () => {
    expect((await t.get('/api/products?status=Z')).status).toBe(401);
    expect((await t.get('/api/products?status=Z', customer.headers)).status).toBe(403);
  });
});

describe('GET /api/products bad input', () => {
  it.each([
    ['rows=abc', 'rows'],
    ['rows=0', 'rows'],
    ['rows=1001', 'rows'],
    ['rows=1.5', 'rows'],
    ['admin=yes', 'admin'],
    ['status=X', 'status'],
    ['product=SOME', 'product'],
    ['featured=maybe', 'featured'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['sku=', 'sku'],
  ])('answers 400 with a clear message for %s', async (query, field) => {
    const res = await t.get(`/api/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
    expect(res.body.message).toContain(`"${field}"`);
  });

  it('answers a forged token with 401, never 500', async () => {
    const res = await t.get('/api/products?admin=true', { authorization: 'Bearer not.a.token' });
    expect(res.status).toBe(401);
  });
});
