import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facetCounts } from '../../src/core/catalogue/facet-counts';
import { filterOptions } from '../../src/core/catalogue/filter-options';
import {
  NO_FILTERS,
  filterProducts,
  type ProductFilters,
} from '../../src/core/catalogue/filter-products';
import { listPageParams } from '../../src/core/catalogue/list-page-params';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import { addBulkProducts, type BulkProducts } from '../support/bulk-products';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/**
 * Issue 27.2: GET products with `page` filters, counts, sorts and pages the whole scope on the
 * server. A category of more than 1,000 products (1,200 added in one statement); the figures
 * expected are counted in SQL, apart from the server's code.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let bulk: BulkProducts;

const BULK = 1200;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  bulk = await addBulkProducts(t.db, BULK);
});
afterAll(() => t.drop());

type Page = {
  products: CatalogueProduct[];
  total: number;
  page?: number;
  facets?: Record<string, Record<string, number>>;
  filterOptions?: ReturnType<typeof filterOptions>;
};

async function pageOf(query: string, headers?: Record<string, string>): Promise<Page> {
  const res = await t.get(`/api/products?${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Page;
}

const inCategory = () => `category=${encodeURIComponent(bulk.category)}`;

/** The shop's visible products of the big category, with their price as the shop shows it. */
const VISIBLE = sql`p.status = 'A' and p.in_stock > p.min_stock`;
const PRICE = sql`((p.retail_price * (100 - p.sale_percent) + 50) / 100)`;

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from products p
         where p.category_id = ${bulk.categoryId} and ${condition}`,
  );
  return rows[0]?.n ?? 0;
}

const hasColour = (id: number) =>
  sql`exists (select 1 from product_colors pc where pc.product_id = p.id and pc.color_id = ${id})`;

describe('GET /api/products with page: a category past 1,000 products', () => {
  it('shows the product past the 1,000th on the last page; the spec’s rows=1000 never does', async () => {
    const visible = await countWhere(VISIBLE);
    expect(visible).toBeGreaterThan(1000);
    const first = await pageOf(`${inCategory()}&page=1&rows=12`);
    expect(first).toMatchObject({ total: visible, page: 1 });
    expect(first.products).toHaveLength(12);

    const last = Math.ceil(visible / 12);
    const end = await pageOf(`${inCategory()}&page=${last}&rows=12`);
    expect(end.page).toBe(last);
    expect(end.products).toHaveLength(visible - (last - 1) * 12);
    // By name A-Z, "Zz Bulk 1199" is the last (1200 is deleted).
    expect(end.products.at(-1)?.sku).toBe('BULK-1199');
    // Past the end: the last page, as the storefront's pager clamps it.
    expect((await pageOf(`${inCategory()}&page=${last + 5}&rows=12`)).page).toBe(last);

    // The spec's call: the first 1,000 by lower-case name, as text ("zz bulk 999" last), so
    // product 999 and those after it in that order are never sent.
    const capped = await pageOf(`${inCategory()}&rows=1000`);
    expect(capped.total).toBe(1000);
    expect(capped.products.map((p) => p.sku)).not.toContain('BULK-0999');
    expect(capped).not.toHaveProperty('facets');
    // Paged, it is where the storefront's order (digits by value) puts it.
    const before = await countWhere(
      sql`${VISIBLE} and (p.sku not like 'BULK-%' or p.sku <= 'BULK-0999')`,
    );
    const its = await pageOf(`${inCategory()}&page=${Math.ceil(before / 12)}&rows=12`);
    expect(its.products[(before - 1) % 12]?.sku).toBe('BULK-0999');
  });

  it('sorts the whole list by price, low to high, across pages', async () => {
    const visible = await countWhere(VISIBLE);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => pageOf(`${inCategory()}&page=${page}&rows=500&sort=3`)),
    );
    const all = pages.flatMap((p) => p.products);
    expect(all).toHaveLength(visible);
    expect(new Set(all.map((p) => p.sku)).size).toBe(visible);
    const prices = all.map((p) => p.sell.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await pageOf(`${inCategory()}&page=1&rows=1&sort=2`);
    expect(dear.products[0]?.sell.price).toBe(Math.max(...prices));
  });

  it('filters by colour and price band and counts each box over the whole scope', async () => {
    const [checked, other] = bulk.colors;
    if (!checked || !other) throw new Error('the sample has fewer than two colours');
    const inBand = (min: number, max: number) => sql`${PRICE} > ${min} and ${PRICE} <= ${max}`;
    const answer = await pageOf(
      `${inCategory()}&page=1&rows=12&color=${encodeURIComponent(checked.name)}&price=50-100`,
    );
    const expected = await countWhere(
      sql`${VISIBLE} and ${hasColour(checked.id)} and ${inBand(5000, 10000)}`,
    );
    expect(expected).toBeGreaterThan(12);
    expect(answer.total).toBe(expected);
    for (const product of answer.products) {
      expect(product.colors).toContain(checked.name);
      expect(product.sell.price).toBeGreaterThan(5000);
      expect(product.sell.price).toBeLessThanOrEqual(10000);
    }
    // A box's count: its group's own check left out, every other group's kept.
    expect(answer.facets?.colors?.[other.name]).toBe(
      await countWhere(sql`${VISIBLE} and ${hasColour(other.id)} and ${inBand(5000, 10000)}`),
    );
    expect(answer.facets?.priceBands?.['300+']).toBe(
      await countWhere(sql`${VISIBLE} and ${hasColour(checked.id)} and ${inBand(30000, 1000000)}`),
    );
    expect(answer.facets?.categories).toEqual({ [bulk.category]: expected });
    expect(answer.filterOptions?.colors.map((c) => c.value)).toContain(other.name);
  });

  it('gives administrators every status, and their own checks', async () => {
    const everything = await countWhere(sql`true`);
    const deleted = await countWhere(sql`p.status = 'Z'`);
    expect(deleted).toBeGreaterThanOrEqual(BULK / 50);
    const all = await pageOf(`admin=true&${inCategory()}&page=1&rows=12`, admin.headers);
    expect(all.total).toBe(everything);
    expect(all.products[0]?.admin).toBeDefined();
    const gone = await pageOf(
      `admin=true&${inCategory()}&page=2&rows=12&only=deleted`,
      admin.headers,
    );
    expect(gone.total).toBe(deleted);
    expect(gone.products.every((p) => p.status === 'Z')).toBe(true);
    expect((await t.get(`/api/products?admin=true&${inCategory()}&page=1`)).status).toBe(401);
  });

  it('refuses a check or sort it does not know', async () => {
    expect((await t.get('/api/products?page=1&price=1-2')).status).toBe(400);
    expect((await t.get('/api/products?page=1&sort=9')).status).toBe(400);
    expect((await t.get('/api/products?page=0')).status).toBe(400);
  });
});

describe('GET /api/products with page agrees with the storefront’s own computation', () => {
  /** A seeded category's whole list as the spec's call gives it, and the client computes on. */
  async function sampleScope() {
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select c.name from categories c join products p on p.category_id = c.id
           where c.id <> ${bulk.categoryId} and p.status = 'A'
           group by c.name order by count(*) desc limit 1`,
    );
    const category = rows[0]?.name ?? '';
    const scope = `category=${encodeURIComponent(category)}`;
    return { scope, products: (await pageOf(`${scope}&rows=1000`)).products };
  }

  it('gives the same list, facet counts and boxes for each check and sort, in both languages', async () => {
    const { scope, products } = await sampleScope();
    expect(products.length).toBeGreaterThan(5);
    const colour = products.flatMap((p) => p.colors)[0] ?? '';
    const brand = products[0]?.brand ?? '';
    const checks: Partial<ProductFilters>[] = [
      {},
      { colors: [colour], sortIndex: 2 },
      { options: ['sale', 'featured'], sortIndex: 1 },
      { priceBands: ['50-100', '100-150', '300+'], sortIndex: 3 },
      { brands: [brand], colors: [colour] },
      { sizes: ['M', 'L'] },
    ];
    for (const lng of ['eng', 'ita'] as const) {
      for (const check of checks) {
        const filters = { ...NO_FILTERS, ...check };
        const answer = await pageOf(`${scope}&${listPageParams(filters, 1, 1000, lng)}`);
        const client = filterProducts(products, filters, lng);
        const why = `${lng} ${JSON.stringify(check)}`;
        expect(
          answer.products.map((p) => p.sku),
          why,
        ).toEqual(client.map((p) => p.sku));
        expect(answer.total, why).toBe(client.length);
        const counts = facetCounts(products, filters);
        for (const [group, map] of Object.entries(counts)) {
          expect(answer.facets?.[group], `${why} ${group}`).toEqual(Object.fromEntries(map));
        }
        expect(answer.filterOptions, why).toEqual(filterOptions(products, lng));
      }
    }
  });
});
