import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import {
  brands,
  categories,
  categorySubs,
  colors,
  productColors,
  products,
  styles,
} from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAs(t.db, 'A')).headers;
});
afterAll(() => t.drop());

async function search(term: string) {
  const res = await t.get(`/api/products?rows=100&search=${encodeURIComponent(term)}`);
  expect(res.status).toBe(200);
  return {
    skus: (res.body.products as CatalogueProduct[]).map((p) => p.sku),
    searchedFor: res.body.searchedFor as string | undefined,
  };
}

async function firstId(table: typeof brands | typeof colors | typeof styles) {
  return (await t.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0]!.id;
}

describe('search follows every write at once', () => {
  it('finds a product added, then by its new name once renamed, typos included (product_search_inserted, product_search_products_inserted, product_search_updated, product_search_product_updated, refresh_product_search, product_search_source)', async () => {
    const [sub] = await t.db
      .select({ id: categorySubs.id, categoryId: categorySubs.categoryId })
      .from(categorySubs)
      .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
      .where(eq(categorySubs.name, 'Handbags'));
    const product = {
      sku: 'ZZ-SEARCH-1',
      brandId: await firstId(brands),
      categoryId: sub!.categoryId,
      subCategoryIds: [sub!.id],
      colorIds: [await firstId(colors)],
      styleIds: [await firstId(styles)],
      retailPrice: 9900,
      inStock: 10,
      lng: {
        eng: { name: 'Girasole Leather Handbag', description: 'A bag for summer.' },
        ita: { name: 'Borsa a mano in pelle Girasole', description: 'Una borsa per l’estate.' },
      },
    };
    expect(await search('papavero')).toEqual({ skus: [], searchedFor: undefined });
    const added = await t.send('POST', '/api/admin_products', { product }, headers);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await search('girasole')).skus).toEqual(['ZZ-SEARCH-1']);

    const _id = (added.body.product as CatalogueProduct)._id;
    const renamed = {
      ...product,
      _id,
      lng: {
        eng: { name: 'Papavero Leather Handbag', description: 'A bag for summer.' },
        ita: { name: 'Borsa a mano in pelle Papavero', description: 'Una borsa per l’estate.' },
      },
    };
    const edited = await t.send('PUT', '/api/admin_products', { product: renamed }, headers);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await search('girasole')).skus).toEqual([]);
    expect((await search('papavero')).skus).toEqual(['ZZ-SEARCH-1']);
    // The new name joined the vocabulary a misspelt word is corrected to.
    expect(await search('papavro')).toEqual({ skus: ['ZZ-SEARCH-1'], searchedFor: 'papavero' });
  });

  it("finds the products of a colour by the colour's new Italian name (product_search_renamed, product_search_name_changed)", async () => {
    const [red] = await t.db.select().from(colors).where(eq(colors.name, 'Red'));
    const redSkus = (
      await t.db
        .select({ sku: products.sku })
        .from(productColors)
        .innerJoin(products, eq(products.id, productColors.productId))
        .where(eq(productColors.colorId, red!.id))
    ).map((r) => r.sku);
    expect((await search('scarlatto')).skus).toEqual([]);

    const res = await t.send(
      'POST',
      '/api/admin_colors',
      { _id: red!.id, name: red!.name, itaName: 'Scarlatto', hex: red!.hex },
      headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = await search('scarlatto');
    expect(found.skus.length).toBeGreaterThan(0);
    // Every listed product found is red (the list leaves out the deleted and out of stock).
    expect(redSkus).toEqual(expect.arrayContaining(found.skus));
    expect(await search('scarlato')).toMatchObject({ searchedFor: 'scarlatto' });
  });

  it('finds the products of an imported file, and their new names after a second import', async () => {
    const [brand] = await t.db.select({ name: brands.name }).from(brands).limit(1);
    const columns = [
      'sku',
      'brand',
      'category',
      'subCategories',
      'retailPrice',
      'inStock',
      'eng_name',
      'ita_name',
    ];
    const csv = (name: string, itaName: string) =>
      `${columns.join(',')}\r\nZZ-IMP-1,${brand!.name},Bags,Tote Bags,45,8,${name},${itaName}\r\n`;
    const apply = async (body: string) => {
      const res = await t.send(
        'POST',
        '/api/admin_product_import',
        { csv: body, mode: 'apply' },
        headers,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };

    await apply(csv('Orchidea Canvas Tote Bag', 'Borsa shopper in tela Orchidea'));
    expect((await search('orchidea')).skus).toEqual(['ZZ-IMP-1']);
    expect((await search('shopper orchidea')).skus).toEqual(['ZZ-IMP-1']);

    await apply(csv('Camelia Canvas Tote Bag', 'Borsa shopper in tela Camelia'));
    expect((await search('orchidea')).skus).toEqual([]);
    expect((await search('camelia')).skus).toEqual(['ZZ-IMP-1']);
  });

  it('finds a product by a colour given, changed or taken away by hand (product_search_linked, product_search_relinked, product_search_unlinked, product_search_links_changed)', async () => {
    const [product] = await t.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.status, 'A'))
      .orderBy(asc(products.sku))
      .limit(1);
    const [lilac] = await t.db
      .insert(colors)
      .values({ name: 'Lilac', itaName: 'Lillacino', hex: '#c8a2c8' })
      .returning({ id: colors.id });
    const [teal] = await t.db
      .insert(colors)
      .values({ name: 'Teal', itaName: 'Ottanio', hex: '#008080' })
      .returning({ id: colors.id });
    expect((await search('lillacino')).skus).toEqual([]);

    await t.db.insert(productColors).values({ productId: product!.id, colorId: lilac!.id });
    expect((await search('lillacino')).skus).toEqual([product!.sku]);

    await t.db
      .update(productColors)
      .set({ colorId: teal!.id })
      .where(eq(productColors.colorId, lilac!.id));
    expect((await search('lillacino')).skus).toEqual([]);
    expect((await search('ottanio')).skus).toEqual([product!.sku]);

    await t.db.delete(productColors).where(eq(productColors.colorId, teal!.id));
    expect((await search('ottanio')).skus).toEqual([]);
  });
});
