import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { facetCounts } from '../../src/core/catalogue/facet-counts';
import {
  NO_FILTERS,
  filterProducts,
  type ProductFilters,
} from '../../src/core/catalogue/filter-products';
import { listPageParams } from '../../src/core/catalogue/list-page-params';
import { RELEVANCE_SORT_INDEX } from '../../src/core/catalogue/sort-products';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import type * as ProductRows from '../../src/server/catalogue/product-rows';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/** Every product row the server reads in full (not the narrow versions), counted. */
const reads = vi.hoisted(() => ({ rows: 0 }));
vi.mock('../../src/server/catalogue/product-rows', async (importOriginal) => {
  const original = await importOriginal<typeof ProductRows>();
  return {
    ...original,
    findProducts: async (...args: Parameters<typeof original.findProducts>) => {
      const rows = await original.findProducts(...args);
      reads.rows += rows.length;
      return rows;
    },
  };
});

/**
 * Issue 27.2, item 1: a list's scope is kept across catalogue changes and only the products
 * that changed are read again. After each kind of change, every page answer must still equal
 * the storefront's own computation over the spec's call (read fresh, without `page`).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let category: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  const { rows } = await t.db.execute<{ id: number; name: string }>(
    sql`select c.id, c.name from categories c join products p on p.category_id = c.id
         where p.status = 'A' and p.in_stock > p.min_stock
         group by c.id order by count(*) desc limit 1`,
  );
  if (!rows[0]) throw new Error('the sample has no category with products');
  category = rows[0];
});
afterAll(() => t.drop());

type Page = { products: CatalogueProduct[]; total: number; facets?: Record<string, unknown> };

async function answer(query: string, headers?: Record<string, string>): Promise<Page> {
  const res = await t.get(`/api/products?${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Page;
}

const scope = () => `category=${encodeURIComponent(category.name)}`;

/** What a card shows and the filters read, per product, in list order. */
const shown = (products: CatalogueProduct[]) =>
  products.map((p) => ({
    sku: p.sku,
    name: p.lng.ita.name,
    price: p.sell.price,
    stock: p.sell.inStock,
    status: p.status,
    colors: p.colors,
    itaColors: p.lng.ita.colors,
    featured: p.list.featured,
  }));

const CHECKS: Partial<ProductFilters>[] = [{}, { sortIndex: 3 }, { options: ['featured'] }];

/** Paged answers (the kept scope) equal to the client's computation over a fresh read. */
async function expectFresh(why: string) {
  const fresh = (await answer(`${scope()}&rows=1000`)).products;
  for (const check of CHECKS) {
    const filters = { ...NO_FILTERS, ...check };
    const paged = await answer(`${scope()}&${listPageParams(filters, 1, 1000, 'ita')}`);
    const client = filterProducts(fresh, filters, 'ita');
    const what = `${why} ${JSON.stringify(check)}`;
    expect(shown(paged.products), what).toEqual(shown(client));
    expect(paged.total, what).toBe(client.length);
    const counts = Object.entries(facetCounts(fresh, filters)).map(([group, map]) => [
      group,
      Object.fromEntries(map),
    ]);
    expect(paged.facets, what).toEqual(Object.fromEntries(counts));
  }
  const adminFresh = (await answer(`admin=true&${scope()}&rows=1000`, admin.headers)).products;
  const adminPaged = await answer(`admin=true&${scope()}&page=1&rows=1000&lng=ita`, admin.headers);
  expect(shown(adminPaged.products), `${why} admin`).toEqual(
    shown(filterProducts(adminFresh, NO_FILTERS, 'ita')),
  );
}

/** Rows the next paged call reads in full. */
async function rowsReadBy(query: string): Promise<number> {
  reads.rows = 0;
  await answer(query);
  return reads.rows;
}

const someProduct = async (offset = 0) => {
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from products where category_id = ${category.id} and status = 'A'
          and in_stock > min_stock order by sku offset ${offset} limit 1`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no product to change');
  return id;
};

describe('GET /api/products with page across catalogue changes', () => {
  it('reads again only the product an order’s stock change touched', async () => {
    const page = `${scope()}&page=1&rows=12`;
    expect(await rowsReadBy(page)).toBeGreaterThan(1);
    expect(await rowsReadBy(page)).toBe(0);
    const id = await someProduct();
    await t.db.execute(sql`update products set in_stock = in_stock - 1 where id = ${id}`);
    expect(await rowsReadBy(page)).toBe(1);
    await expectFresh('stock taken');
  });

  it('stays equal to a fresh computation after edits, adds, deletes and link changes', async () => {
    await expectFresh('first');
    const [sold, renamed, linked, moved] = await Promise.all([0, 1, 2, 3].map(someProduct));

    await t.db.execute(sql`update products set in_stock = min_stock where id = ${sold}`);
    await expectFresh('sold out');
    await t.db.execute(sql`update products set in_stock = min_stock + 3 where id = ${sold}`);
    await expectFresh('back in stock');

    await t.db.execute(
      sql`update products set ita = jsonb_set(ita, '{name}', '"Aaa primo"'),
            retail_price = retail_price + 999, featured = not featured where id = ${renamed}`,
    );
    await expectFresh('renamed and priced');

    await t.db.execute(sql`
      insert into products (sku, url, status, brand_id, category_id, images, retail_price,
                            in_stock, min_stock, featured, eng, ita)
      select 'FRESH-1', 'fresh-1', 'A', brand_id, category_id, images, 4321, 7, 0, true,
             jsonb_set(eng, '{name}', '"Mmm fresh"'), jsonb_set(ita, '{name}', '"Mmm nuovo"')
        from products where id = ${renamed}`);
    await expectFresh('added');

    // A colour linked, the product row left alone (as product-links.ts may write them).
    await t.db.execute(sql`
      insert into product_colors (product_id, color_id)
      select ${linked}, c.id from colors c
       where not exists (select 1 from product_colors pc
                          where pc.product_id = ${linked} and pc.color_id = c.id)
       order by c.id limit 1`);
    await expectFresh('colour linked');

    await t.db.execute(sql`update colors set ita_name = ita_name || ' chiaro'`);
    await expectFresh('colours renamed');

    await t.db.execute(sql`update products set status = 'Z' where id = ${moved}`);
    await expectFresh('deleted by status');
    await t.db.execute(sql`delete from products where sku = 'FRESH-1'`);
    await expectFresh('deleted row');
  });

  it('keeps a search’s best-first order as a matching product changes', async () => {
    const term = `search=${encodeURIComponent(category.name)}`;
    const relevance = { ...NO_FILTERS, sortIndex: RELEVANCE_SORT_INDEX };
    const compare = async (why: string) => {
      const fresh = (await answer(`${term}&rows=1000`)).products;
      expect(fresh.length, why).toBeGreaterThan(3);
      const paged = await answer(`${term}&${listPageParams(relevance, 1, 1000, 'eng')}`);
      expect(shown(paged.products), why).toEqual(shown(fresh));
    };
    await compare('first');
    const id = await someProduct(4);
    await t.db.execute(sql`update products set in_stock = min_stock where id = ${id}`);
    await compare('sold out');
    await t.db.execute(
      sql`update products set in_stock = min_stock + 2, retail_price = retail_price + 1
           where id = ${id}`,
    );
    await compare('back, dearer');
  });
});
