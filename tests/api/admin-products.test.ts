import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../src/core/catalogue/product';
import { productInputSchema } from '../../src/core/validation/admin-product';
import { saveProduct } from '../../src/server/admin/products/save-product';
import {
  brands,
  categories,
  categorySubs,
  colors,
  productColors,
  products,
  productStyles,
  productSubCategories,
  styles,
  suppliers,
  taxRates,
} from '../../src/server/db/schema';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';

let t: TestApp;
let headers: Record<string, string>;

interface Refs {
  brandId: number;
  otherBrandId: number;
  categoryId: number;
  otherCategoryId: number;
  subIds: number[];
  otherSubId: number;
  colorIds: number[];
  styleId: number;
  supplierId: number;
  taxRateId: number;
}
let refs: Refs;

async function idOf(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('not created');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAs(t.db, 'A')).headers;
  const db = t.db;
  const brand = (name: string) =>
    idOf(
      db
        .insert(brands)
        .values({ name, itaName: `${name} IT` })
        .returning({ id: brands.id }),
    );
  const category = (name: string) =>
    idOf(
      db
        .insert(categories)
        .values({ name, itaName: `${name} IT` })
        .returning({ id: categories.id }),
    );
  const sub = (categoryId: number, name: string, sort: number) =>
    idOf(
      db
        .insert(categorySubs)
        .values({ categoryId, name, itaName: `${name} IT`, sort })
        .returning({ id: categorySubs.id }),
    );
  const color = (name: string, sort: number) =>
    idOf(
      db
        .insert(colors)
        .values({ name, itaName: `${name} IT`, sort })
        .returning({ id: colors.id }),
    );
  const categoryId = await category('Zz Test Bags');
  const otherCategoryId = await category('Zz Test Shoes');
  refs = {
    brandId: await brand('Zz Test Brand'),
    otherBrandId: await brand('Zz Other Brand'),
    categoryId,
    otherCategoryId,
    subIds: [await sub(categoryId, 'Totes', 1), await sub(categoryId, 'Clutches', 2)],
    otherSubId: await sub(otherCategoryId, 'Boots', 1),
    colorIds: [await color('Zz Crimson', 1), await color('Zz Navy', 2)],
    styleId: await idOf(
      db
        .insert(styles)
        .values({ name: 'Zz Classic', itaName: 'Classico' })
        .returning({ id: styles.id }),
    ),
    supplierId: await idOf(
      db.insert(suppliers).values({ name: 'Zz Supplier' }).returning({ id: suppliers.id }),
    ),
    taxRateId: await idOf(
      db
        .insert(taxRates)
        .values({ name: 'Zz Rate', countryCode: 'CH', rateBp: 810 })
        .returning({ id: taxRates.id }),
    ),
  };
});
afterAll(() => t.drop());

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
  t.send(method, `/api/${path}`, body, headers);
const productOf = (res: JsonResponse) => res.body.product as CatalogueProduct;
const listOf = (res: JsonResponse) => res.body.products as CatalogueProduct[];

async function adminList(): Promise<CatalogueProduct[]> {
  const res = await t.get('/api/products?rows=1000&admin=true', headers);
  expect(res.status).toBe(200);
  return listOf(res);
}

function text(name: string, extra: Record<string, string> = {}) {
  return { name, description: `${name} description`, seoTitle: `${name} SEO`, ...extra };
}

function newProduct(sku: string, name: string) {
  return {
    sku,
    brandId: refs.brandId,
    categoryId: refs.categoryId,
    subCategoryIds: [refs.subIds[1], refs.subIds[0]],
    colorIds: refs.colorIds,
    styleIds: [refs.styleId],
    supplierId: refs.supplierId,
    taxRateId: refs.taxRateId,
    images: ['/images/products/zz-bag-1.jpg', 'products/zz-bag-2.jpg'],
    retailPrice: 4990,
    salePercent: 20,
    packs: [{ descr: 'Pack of 3', itaDescr: 'Confezione da 3', quantity: 3, price: 12900 }],
    minPurchase: 1,
    supplierPrice: 2100,
    freeDelivery: true,
    inStock: 12,
    minStock: 2,
    criticalStock: 4,
    featured: true,
    productWeight: 850,
    weightUnit: 'g',
    sizes: ['L', 'S'],
    lng: {
      eng: text(name, { priceDescr: 'each' }),
      ita: text(`${name} (IT)`, { priceDescr: 'cadauno' }),
    },
  };
}

/** Every money amount in a product is a whole number of cents. */
function expectWholeCents(product: CatalogueProduct) {
  const { retailPrice, price, supplierPrice, packs } = product.sell;
  for (const amount of [retailPrice, price, supplierPrice, ...packs.map((p) => p.price)]) {
    expect(Number.isInteger(amount), String(amount)).toBe(true);
  }
}

async function added(sku: string, name: string): Promise<CatalogueProduct> {
  const res = await send('POST', 'admin_products', { product: newProduct(sku, name) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return productOf(res);
}

describe('POST /api/admin_products', () => {
  it('adds a product in both languages with packs, sale, sizes and colours', async () => {
    const product = await added('ZZ-BAG-1', 'Zz Red Tote Bag!');
    expect(product).toMatchObject({
      sku: 'ZZ-BAG-1',
      url: 'Zz_Red_Tote_Bag',
      status: 'A',
      image: {
        image1: '/images/products/zz-bag-1.jpg',
        images: ['/images/products/zz-bag-1.jpg', '/images/products/zz-bag-2.jpg'],
        published: 2,
      },
      sell: {
        sellBy: 'u',
        retailPrice: 4990,
        salePrice: 20,
        price: 3992,
        packs: [{ descr: 'Pack of 3', itaDescr: 'Confezione da 3', quantity: 3, price: 12900 }],
        supplierPrice: 2100,
        freeDelivery: true,
        inStock: 12,
        minStock: 2,
        criticalStock: 4,
      },
      list: { featured: true, special: true },
      productWeight: 850,
      brand: 'Zz Test Brand',
      category: 'Zz Test Bags',
      subCategory: 'Totes;Clutches',
      colors: ['Zz Crimson', 'Zz Navy'],
      styles: ['Zz Classic'],
      sizes: ['S', 'L'],
      lng: {
        eng: { name: 'Zz Red Tote Bag!', priceDescr: 'each', brand: 'Zz Test Brand' },
        ita: {
          name: 'Zz Red Tote Bag! (IT)',
          priceDescr: 'cadauno',
          subCategory: 'Totes IT;Clutches IT',
          colors: ['Zz Crimson IT', 'Zz Navy IT'],
          styles: ['Classico'],
        },
      },
      admin: {
        brandId: refs.brandId,
        categoryId: refs.categoryId,
        subCategoryIds: refs.subIds,
        colorIds: refs.colorIds,
        styleIds: [refs.styleId],
        supplierId: refs.supplierId,
        taxRateId: refs.taxRateId,
        imageKeys: ['products/zz-bag-1.jpg', 'products/zz-bag-2.jpg'],
      },
    });
    expect(Date.parse(product.admin!.updatedAt)).not.toBeNaN();
    expectWholeCents(product);

    const listed = (await adminList()).find((p) => p._id === product._id);
    expect(listed).toEqual(product);
  });

  it('keeps supplier prices and admin ids out of the storefront answer', async () => {
    const product = await added('ZZ-BAG-2', 'Zz Storefront Bag');
    const res = await t.get('/api/products?rows=1&sku=ZZ-BAG-2');
    const [shown] = listOf(res);
    expect(shown).toBeDefined();
    expect(shown).not.toHaveProperty('admin');
    expect(shown!.sell).not.toHaveProperty('supplierPrice');
    const { admin: _admin, ...rest } = product;
    const { supplierPrice: _cost, ...sell } = rest.sell;
    expect(JSON.stringify(shown)).toBe(JSON.stringify({ ...rest, sell }));
    const anonymousAdmin = await t.get('/api/products?rows=1000&admin=true');
    expect(anonymousAdmin.status).toBe(401);
  });

  it('refuses a duplicate sku (any case) and a duplicate English name with 409', async () => {
    await added('ZZ-DUP-1', 'Zz Duplicate Source');
    for (const sku of ['ZZ-DUP-1', 'zz-dup-1']) {
      const res = await send('POST', 'admin_products', { product: newProduct(sku, 'Zz Fresh') });
      expect(res.status, sku).toBe(409);
      expect(res.body).toMatchObject({
        code: 'ALREADY_EXISTS',
        fields: [{ field: 'product.sku' }],
      });
    }
    // Another spelling of the same name makes the same page address.
    const sameRoute = await send('POST', 'admin_products', {
      product: newProduct('ZZ-DUP-2', ' Zz  Duplicate, Source! '),
    });
    expect(sameRoute.status).toBe(409);
    expect(sameRoute.body).toMatchObject({
      code: 'ALREADY_EXISTS',
      fields: [{ field: 'product.lng.eng.name' }],
    });
    expect(await t.db.$count(products, eq(products.sku, 'ZZ-DUP-2'))).toBe(0);
  });

  it('names the wrong field with 400: foreign sub-category, unknown ids, bad input', async () => {
    const foreign = newProduct('ZZ-BAD-1', 'Zz Bad One');
    foreign.subCategoryIds = [refs.subIds[0]!, refs.otherSubId];
    const res = await send('POST', 'admin_products', { product: foreign });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'product.subCategoryIds' }],
    });

    const unknown = {
      ...newProduct('ZZ-BAD-2', 'Zz Bad Two'),
      brandId: 999_999,
      colorIds: [999_998],
    };
    const res2 = await send('POST', 'admin_products', { product: unknown });
    expect(res2.status).toBe(400);
    const fields = (res2.body.fields as { field: string }[]).map((f) => f.field);
    expect(fields).toEqual(['product.brandId', 'product.colorIds']);

    const cases: [Record<string, unknown>, string][] = [
      [{ retailPrice: 49.9 }, 'product.retailPrice'],
      [{ supplierPrice: -1 }, 'product.supplierPrice'],
      [{ sku: 'has space' }, 'product.sku'],
      [{ images: ['../etc/passwd'] }, 'product.images.0'],
      [{ unknownField: 1 }, 'product'],
      [{ lng: { eng: { name: 'Zz' }, ita: { name: '' } } }, 'product.lng.ita.name'],
      [{ _id: '6f1c2f7e-8a3b-4c5d-9e0f-112233445566' }, 'product'],
    ];
    for (const [change, field] of cases) {
      const body = { product: { ...newProduct('ZZ-BAD-3', 'Zz Bad Three'), ...change } };
      const bad = await send('POST', 'admin_products', body);
      expect(bad.status, field).toBe(400);
      expect(
        (bad.body.fields as { field: string }[]).map((f) => f.field),
        field,
      ).toContain(field);
    }
    expect(await t.db.$count(products, eq(products.brandId, 999_999))).toBe(0);
  });
});

describe('PUT /api/admin_products', () => {
  it('replaces the whole product, its links and its route name', async () => {
    const before = await added('ZZ-EDIT-1', 'Zz Edit Me');
    const edit = {
      ...newProduct('ZZ-EDIT-1B', 'Zz Edited Bag'),
      _id: before._id,
      brandId: refs.otherBrandId,
      subCategoryIds: [refs.subIds[0]],
      colorIds: [refs.colorIds[1]],
      styleIds: [],
      supplierId: null,
      taxRateId: null,
      images: [],
      salePercent: 0,
      packs: [],
      sizes: [],
      sellBy: 'w',
      retailPrice: 1999,
    };
    const res = await send('PUT', 'admin_products', { product: edit });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = productOf(res);
    expect(after).toMatchObject({
      _id: before._id,
      sku: 'ZZ-EDIT-1B',
      url: 'Zz_Edited_Bag',
      brand: 'Zz Other Brand',
      subCategory: 'Totes',
      colors: ['Zz Navy'],
      styles: [],
      image: { image1: '', images: [], published: 0 },
      sell: { sellBy: 'w', retailPrice: 1999, salePrice: 0, price: 1999, packs: [] },
      admin: {
        brandId: refs.otherBrandId,
        subCategoryIds: [refs.subIds[0]],
        colorIds: [refs.colorIds[1]],
        styleIds: [],
        supplierId: null,
        taxRateId: null,
        imageKeys: [],
      },
    });
    expect(Date.parse(after.admin!.updatedAt)).toBeGreaterThan(Date.parse(before.admin!.updatedAt));
    const links = async (table: typeof productStyles | typeof productColors) =>
      t.db.$count(table, eq(table.productId, before._id));
    expect(await links(productStyles)).toBe(0);
    expect(await links(productColors)).toBe(1);
    // Saving a product under its own sku and name is no clash.
    const again = await send('PUT', 'admin_products', { product: edit });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown id and 409 for another product’s sku', async () => {
    const other = await added('ZZ-EDIT-2', 'Zz Edit Two');
    const unknown = {
      ...newProduct('ZZ-NEW', 'Zz New'),
      _id: '00000000-0000-4000-8000-000000000000',
    };
    const res = await send('PUT', 'admin_products', { product: unknown });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    const mine = await added('ZZ-EDIT-3', 'Zz Edit Three');
    const clash = await send('PUT', 'admin_products', {
      product: { ...newProduct(other.sku, 'Zz Edit Three'), _id: mine._id },
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ fields: [{ field: 'product.sku' }] });
    const missingId = await send('PUT', 'admin_products', { product: newProduct('ZZ-X', 'Zz X') });
    expect(missingId.status).toBe(400);
  });
});

describe('soft delete and restore', () => {
  it('DELETE sets status Z: gone from the storefront, still in admin mode; restore brings it back', async () => {
    const product = await added('ZZ-DEL-1', 'Zz Delete Me');
    const del = await t.send(
      'DELETE',
      `/api/admin_products?_id=${product._id}`,
      undefined,
      headers,
    );
    expect(del.status).toBe(200);
    expect(productOf(del).status).toBe('Z');
    expect(await t.db.$count(products, eq(products.id, product._id))).toBe(1);

    expect(listOf(await t.get('/api/products?rows=1&sku=ZZ-DEL-1'))).toEqual([]);
    expect(listOf(await t.get('/api/products?rows=1&url=Zz_Delete_Me'))).toEqual([]);
    const inAdmin = (await adminList()).find((p) => p._id === product._id);
    expect(inAdmin?.status).toBe('Z');
    const deletedOnly = listOf(await t.get('/api/products?rows=1000&admin=true&status=Z', headers));
    expect(deletedOnly.map((p) => p._id)).toContain(product._id);

    const restore = await send('POST', 'admin_product_restore', { _id: product._id });
    expect(restore.status).toBe(200);
    expect(productOf(restore).status).toBe('A');
    expect(listOf(await t.get('/api/products?rows=1&sku=ZZ-DEL-1')).map((p) => p._id)).toEqual([
      product._id,
    ]);
  });

  it('DELETE takes the id from a JSON body too; unknown ids are 404, bad ones 400', async () => {
    const product = await added('ZZ-DEL-2', 'Zz Delete Body');
    const del = await send('DELETE', 'admin_products', { _id: product._id });
    expect(productOf(del).status).toBe('Z');
    const none = '00000000-0000-4000-8000-000000000001';
    expect(
      (await t.send('DELETE', `/api/admin_products?_id=${none}`, undefined, headers)).status,
    ).toBe(404);
    expect((await send('POST', 'admin_product_restore', { _id: none })).status).toBe(404);
    expect((await t.send('DELETE', '/api/admin_products?_id=12', undefined, headers)).status).toBe(
      400,
    );
  });
});

describe('PUT /api/admin_product_stock and admin_product_sub_category', () => {
  it('updates only the stock levels', async () => {
    const product = await added('ZZ-STOCK-1', 'Zz Stock Bag');
    const res = await send('PUT', 'admin_product_stock', {
      _id: product._id,
      inStock: 0,
      minStock: 1,
      criticalStock: 3,
    });
    expect(res.status).toBe(200);
    const after = productOf(res);
    expect(after.sell).toMatchObject({
      inStock: 0,
      minStock: 1,
      criticalStock: 3,
      retailPrice: 4990,
    });
    expect(after.admin!.colorIds).toEqual(refs.colorIds);
    // Out of stock: the storefront lists hide it, admin mode still shows it.
    expect(listOf(await t.get('/api/products?rows=1000')).map((p) => p._id)).not.toContain(
      product._id,
    );
    expect((await adminList()).map((p) => p._id)).toContain(product._id);

    const bad = await send('PUT', 'admin_product_stock', {
      _id: product._id,
      inStock: -1,
      minStock: 0,
      criticalStock: 0,
    });
    expect(bad.status).toBe(400);
    const none = {
      _id: '00000000-0000-4000-8000-000000000002',
      inStock: 1,
      minStock: 0,
      criticalStock: 0,
    };
    expect((await send('PUT', 'admin_product_stock', none)).status).toBe(404);
  });

  it('replaces the sub-categories, within the product’s category only', async () => {
    const product = await added('ZZ-SUB-1', 'Zz Sub Bag');
    const res = await send('PUT', 'admin_product_sub_category', {
      _id: product._id,
      subCategoryIds: [refs.subIds[1]],
    });
    expect(res.status).toBe(200);
    expect(productOf(res)).toMatchObject({
      subCategory: 'Clutches',
      admin: { subCategoryIds: [refs.subIds[1]] },
    });
    const foreign = await send('PUT', 'admin_product_sub_category', {
      _id: product._id,
      subCategoryIds: [refs.otherSubId],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ fields: [{ field: 'subCategoryIds' }] });
    expect(
      await t.db.$count(productSubCategories, eq(productSubCategories.productId, product._id)),
    ).toBe(1);
    const none = { _id: '00000000-0000-4000-8000-000000000003', subCategoryIds: [] };
    expect((await send('PUT', 'admin_product_sub_category', none)).status).toBe(404);
  });
});

describe('money', () => {
  it('is whole cents in every admin and storefront answer', async () => {
    for (const product of await adminList()) expectWholeCents(product);
    const shop = listOf(await t.get('/api/products?rows=1000'));
    expect(shop.length).toBeGreaterThan(0);
    for (const product of shop) {
      for (const amount of [product.sell.retailPrice, product.sell.price]) {
        expect(Number.isInteger(amount)).toBe(true);
      }
    }
  });
});

describe('saveProduct inside a caller’s transaction', () => {
  it('reports a clash without spoiling the transaction, and adds the rest', async () => {
    const kept = await t.db.transaction(async (tx) => {
      const first = await saveProduct(
        tx,
        productInputSchema.parse(newProduct('ZZ-TX-1', 'Zz Tx One')),
      );
      const clash = productInputSchema.parse(newProduct('zz-tx-1', 'Zz Tx Two'));
      await expect(saveProduct(tx, clash)).rejects.toMatchObject({
        kind: 'conflict',
        fields: [{ field: 'product.sku' }],
      });
      return first;
    });
    expect(await t.db.$count(products, eq(products.id, kept))).toBe(1);
  });
});
