import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  brands,
  categories,
  categoryBrands,
  categorySubs,
  colors,
  countries,
  orders,
  productColors,
  products,
  productStyles,
  productSubCategories,
  shippers,
  styles,
  suppliers,
  taxRates,
} from '../../src/server/db/schema';
import { insertOrder, pickProducts } from '../support/orders';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';

let t: TestApp;
let headers: Record<string, string>;
let adminEmail: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAs(t.db, 'A');
  headers = admin.headers;
  adminEmail = admin.email;
  adminToken = admin.token;
});
afterAll(() => t.drop());

type Row = Record<string, unknown> & { _id: number };

const post = (path: string, body: unknown) => t.send('POST', `/api/${path}`, body, headers);
const remove = (path: string, id: number) =>
  t.send('DELETE', `/api/${path}?_id=${id}`, undefined, headers);
const list = (res: JsonResponse, key: string) => res.body[key] as Row[];

interface Case {
  path: string;
  one: string;
  many: string;
  add: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** What the saved record shows for `add` and for `edit`. */
  added: Record<string, unknown>;
  edited: Record<string, unknown>;
  /** The field a second record with the same values clashes on; none for media. */
  duplicateField?: string;
}

const media = (title: string) => ({ category: 'Shop', title, descr: `${title} text` });

const CASES: Case[] = [
  {
    path: 'admin_brands',
    one: 'brand',
    many: 'brands',
    add: {
      name: 'Acme Test',
      itaName: 'Acme Prova',
      banner: { showBanner: true, image: 'banners/acme.jpg' },
    },
    edit: { name: 'Acme Tested', itaName: 'Acme Provata', customerMenu: false },
    added: {
      name: 'Acme Test',
      itaName: 'Acme Prova',
      lng: { eng: { name: 'Acme Test' }, ita: { name: 'Acme Prova' } },
      banner: { showBanner: true, image: '/images/banners/acme.jpg' },
      bannerImage: 'banners/acme.jpg',
    },
    edited: { name: 'Acme Tested', itaName: 'Acme Provata', customerMenu: false },
    duplicateField: 'name',
  },
  {
    path: 'admin_categories',
    one: 'category',
    many: 'categories',
    add: { name: 'Gadgets Test', itaName: 'Aggeggi Prova' },
    edit: { name: 'Gadgets Tested', itaName: 'Aggeggi Provati', mainCat: false },
    added: { name: 'Gadgets Test', itaName: 'Aggeggi Prova', brandIds: [], subs: [] },
    edited: { name: 'Gadgets Tested', mainCat: false },
    duplicateField: 'name',
  },
  {
    path: 'admin_colors',
    one: 'color',
    many: 'colors',
    add: { name: 'Teal Test', itaName: 'Verde acqua', hex: '#008080' },
    edit: { name: 'Teal Tested', itaName: 'Verde acqua 2', hex: '#008081' },
    added: {
      name: 'Teal Test',
      hex: '#008080',
      lng: { eng: { name: 'Teal Test' }, ita: { name: 'Verde acqua' } },
    },
    edited: { name: 'Teal Tested', hex: '#008081' },
    duplicateField: 'name',
  },
  {
    path: 'admin_countries',
    one: 'country',
    many: 'countries',
    add: {
      code: 'ch',
      name: 'Switzerland',
      itaName: 'Svizzera',
      deliveryStdDays: '4-6',
      deliveryExpressDays: '2',
      deliveryStdFee: 1990,
      deliveryExpressFee: 3490,
      deliveryFeeKg: 990,
      deliveryFee5: 1490,
      deliveryFee10: 2490,
      active: false,
    },
    edit: { code: 'CH', name: 'Switzerland', itaName: 'Svizzera', deliveryStdFee: 2190 },
    added: {
      code: 'CH',
      itaName: 'Svizzera',
      deliveryStdDays: '4-6',
      deliveryExpressDays: '2',
      deliveryStdFee: 1990,
      deliveryFee10: 2490,
      taxRateId: null,
      active: false,
    },
    edited: { deliveryStdFee: 2190, deliveryStdDays: '3-5', active: true },
    duplicateField: 'code',
  },
  {
    path: 'admin_styles',
    one: 'style',
    many: 'styles',
    add: { name: 'Boho Test', itaName: 'Bohémien' },
    edit: { name: 'Boho Tested', itaName: 'Bohémien 2' },
    added: { name: 'Boho Test', lng: { eng: { name: 'Boho Test' }, ita: { name: 'Bohémien' } } },
    edited: { name: 'Boho Tested', itaName: 'Bohémien 2' },
    duplicateField: 'name',
  },
  {
    path: 'admin_suppliers',
    one: 'supplier',
    many: 'suppliers',
    add: {
      name: 'Wholesale Test',
      email: 'Sales@Wholesale.example',
      website: 'https://wholesale.example',
    },
    edit: { name: 'Wholesale Tested', tel: '+39 02 1234' },
    added: {
      name: 'Wholesale Test',
      email: 'sales@wholesale.example',
      website: 'https://wholesale.example',
    },
    edited: { name: 'Wholesale Tested', tel: '+39 02 1234', email: '' },
    duplicateField: 'name',
  },
  {
    path: 'admin_shippers',
    one: 'shipper',
    many: 'shippers',
    add: { name: 'Courier Test', trackingUrl: 'https://courier.example/t/{trackingNo}' },
    edit: { name: 'Courier Tested', active: false },
    added: {
      name: 'Courier Test',
      trackingUrl: 'https://courier.example/t/{trackingNo}',
      active: true,
    },
    edited: { name: 'Courier Tested', active: false },
    duplicateField: 'name',
  },
  {
    path: 'admin_tax_rates',
    one: 'taxRate',
    many: 'taxRates',
    add: { name: 'Standard', countryCode: 'ch', rateBp: 810, description: 'Swiss VAT' },
    edit: { name: 'Standard', countryCode: 'CH', rateBp: 770 },
    added: { name: 'Standard', countryCode: 'CH', rateBp: 810, isDefault: false },
    edited: { rateBp: 770, description: '' },
    duplicateField: 'name',
  },
  {
    path: 'admin_galleries',
    one: 'gallery',
    many: 'galleries',
    add: {
      image: 'gallery/shop-front.jpg',
      lng: { eng: media('Front'), ita: media('Facciata') },
      active: false,
    },
    edit: {
      image: '/images/gallery/shop-inside.jpg',
      lng: { eng: media('Inside'), ita: media('Interno') },
    },
    added: {
      image: '/images/gallery/shop-front.jpg',
      imageKey: 'gallery/shop-front.jpg',
      lng: { eng: media('Front'), ita: media('Facciata') },
      active: false,
    },
    edited: { imageKey: 'gallery/shop-inside.jpg', active: true },
  },
  {
    path: 'admin_videos',
    one: 'video',
    many: 'videos',
    add: { youtubeId: 'abcdefghijk', lng: { eng: media('Tour'), ita: media('Giro') } },
    edit: { youtubeId: 'ABCDEFGHIJK', lng: { eng: media('Tour 2'), ita: media('Giro 2') } },
    added: { youtubeId: 'abcdefghijk', lng: { eng: media('Tour'), ita: media('Giro') } },
    edited: { youtubeId: 'ABCDEFGHIJK', lng: { eng: media('Tour 2'), ita: media('Giro 2') } },
  },
];

describe.each(CASES)('$path', (c) => {
  it('lists, adds, updates and deletes a record in both languages', async () => {
    const before = await t.get(`/api/${c.path}`, headers);
    expect(before.status).toBe(200);
    const count = list(before, c.many).length;

    const added = await post(c.path, c.add);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const record = added.body[c.one] as Row;
    expect(record).toMatchObject(c.added);
    expect(list(added, c.many)).toHaveLength(count + 1);
    expect(list(added, c.many)).toContainEqual(record);

    const edited = await post(c.path, { ...c.edit, _id: record._id });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body[c.one]).toMatchObject({ ...c.edited, _id: record._id });
    expect(list(edited, c.many)).toHaveLength(count + 1);
    const reread = await t.get(`/api/${c.path}`, headers);
    expect(list(reread, c.many).find((r) => r._id === record._id)).toMatchObject(c.edited);

    const deleted = await remove(c.path, record._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.deleted).toBe(record._id);
    expect(list(deleted, c.many)).toHaveLength(count);
    expect(list(deleted, c.many).some((r) => r._id === record._id)).toBe(false);
    expect((await remove(c.path, record._id)).status).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a bad body', async () => {
    const missing = await post(c.path, { ...c.add, _id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    expect((await remove(c.path, 999_999)).status).toBe(404);
    expect((await t.send('DELETE', `/api/${c.path}`, { _id: 999_999 }, headers)).status).toBe(404);
    expect((await post(c.path, {})).status).toBe(400);
    expect((await t.send('DELETE', `/api/${c.path}`, {}, headers)).status).toBe(400);
  });

  it.runIf(c.duplicateField)('refuses a duplicate with 409 naming the field', async () => {
    const first = await post(c.path, c.add);
    expect(first.status).toBe(200);
    const again = await post(c.path, c.add);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_EXISTS');
    expect(again.body.fields).toEqual([{ field: c.duplicateField, message: again.body.message }]);
    expect((await remove(c.path, (first.body[c.one] as Row)._id)).status).toBe(200);
  });
});

describe('admin reads', () => {
  it('take the email and token from the query string', async () => {
    const q = `email=${encodeURIComponent(adminEmail)}&token=${adminToken}`;
    const res = await t.get(`/api/admin_countries?${q}`);
    expect(res.status).toBe(200);
    // Inactive countries are listed for the admin, unlike the public list.
    await t.db.update(countries).set({ active: false }).where(eq(countries.code, 'MT'));
    const adminList = list(await t.get(`/api/admin_countries?${q}`), 'countries');
    const publicList = list(await t.get('/api/countries'), 'countries');
    expect(adminList.find((r) => r.code === 'MT')).toMatchObject({ active: false });
    expect(publicList.some((r) => r.code === 'MT')).toBe(false);
    await t.db.update(countries).set({ active: true }).where(eq(countries.code, 'MT'));
  });
});

describe('validation', () => {
  it('checks delivery days and whole-cent fees', async () => {
    const base = { code: 'LI', name: 'Liechtenstein' };
    for (const bad of [
      { deliveryStdDays: '5-3' },
      { deliveryExpressDays: 'soon' },
      { deliveryStdFee: 12.5 },
      { deliveryFeeKg: -1 },
      { code: 'LIE' },
      { taxRateId: 999_999 },
    ]) {
      const res = await post('admin_countries', { ...base, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses bad image keys, colours and YouTube ids', async () => {
    const m = { eng: media('x'), ita: media('y') };
    expect((await post('admin_galleries', { image: '../etc/passwd', lng: m })).status).toBe(400);
    expect((await post('admin_colors', { name: 'Bad hex', hex: 'red' })).status).toBe(400);
    expect((await post('admin_videos', { youtubeId: 'short', lng: m })).status).toBe(400);
    expect(
      (await post('admin_tax_rates', { name: 'Big', countryCode: 'CH', rateBp: 10_001 })).status,
    ).toBe(400);
  });
});

describe('records in use', () => {
  const inUse = (res: JsonResponse) => {
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IN_USE');
    return res.body.usedBy as { what: string; count: number; message: string }[];
  };

  it('a brand used by products and categories', async () => {
    const [product] = await pickProducts(t.db, 1);
    const brandId = product!.brandId;
    const used = await t.db.$count(products, eq(products.brandId, brandId));
    const usedBy = inUse(await remove('admin_brands', brandId));
    expect(usedBy).toContainEqual(
      expect.objectContaining({
        what: 'products',
        count: used,
        message: `Used by ${used} product${used === 1 ? '' : 's'}`,
      }),
    );
    expect(await t.db.$count(brands, eq(brands.id, brandId))).toBe(1);
  });

  it('a category used by products and sub-categories', async () => {
    const [product] = await pickProducts(t.db, 1);
    const usedBy = inUse(await remove('admin_categories', product!.categoryId));
    expect(usedBy.map((u) => u.what)).toContain('products');
    expect(await t.db.$count(categories, eq(categories.id, product!.categoryId))).toBe(1);
  });

  it('colours, styles, sub-categories and suppliers used by a product', async () => {
    const [product] = await pickProducts(t.db, 1);
    const [color] = await t.db.select().from(colors).limit(1);
    const [style] = await t.db.select().from(styles).limit(1);
    const [sub] = await t.db.select().from(categorySubs).limit(1);
    const [supplier] = await t.db.select().from(suppliers).limit(1);
    await t.db
      .insert(productColors)
      .values({ productId: product!.id, colorId: color!.id })
      .onConflictDoNothing();
    await t.db
      .insert(productStyles)
      .values({ productId: product!.id, styleId: style!.id })
      .onConflictDoNothing();
    await t.db
      .insert(productSubCategories)
      .values({ productId: product!.id, categorySubId: sub!.id })
      .onConflictDoNothing();
    await t.db
      .update(products)
      .set({ supplierId: supplier!.id })
      .where(eq(products.id, product!.id));
    expect(inUse(await remove('admin_colors', color!.id))[0]!.what).toBe('products');
    expect(inUse(await remove('admin_styles', style!.id))[0]!.what).toBe('products');
    expect(inUse(await remove('admin_categories_subs', sub!.id))[0]!.what).toBe('products');
    expect(inUse(await remove('admin_suppliers', supplier!.id))[0]!.what).toBe('products');
  });

  it('names the first five products using a colour, in both languages, by sku', async () => {
    const [color] = await t.db
      .insert(colors)
      .values({ name: 'Refusal teal', itaName: 'Verde acqua del rifiuto', hex: '#008080' })
      .returning();
    const seven = await pickProducts(t.db, 7);
    await t.db
      .insert(productColors)
      .values(seven.map((p) => ({ productId: p.id, colorId: color!.id })));
    const usedBy = inUse(await remove('admin_colors', color!.id));
    // pickProducts answers them ordered by sku, as the database orders them.
    expect(usedBy).toEqual([
      {
        what: 'products',
        count: 7,
        message: 'Used by 7 products',
        products: seven
          .slice(0, 5)
          .map((p) => ({ sku: p.sku, name: p.eng.name, itaName: p.ita.name })),
      },
    ]);
  });

  it("names a category's sub-categories and a brand's categories, in both languages", async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ name: 'Refusal shelves', itaName: 'Scaffali del rifiuto' })
      .returning();
    // Seven, named so that their order by name is known: the first five are named.
    const subs = await t.db
      .insert(categorySubs)
      .values(
        [7, 3, 5, 1, 6, 2, 4].map((n) => ({
          categoryId: category!.id,
          name: `Shelf ${n}`,
          itaName: n === 4 ? '' : `Ripiano ${n}`,
        })),
      )
      .returning();
    const byName = [...subs].sort((a, b) => a.name.localeCompare(b.name));
    expect(inUse(await remove('admin_categories', category!.id))).toEqual([
      {
        what: 'sub-categories',
        count: 7,
        message: 'Used by 7 sub-categories',
        records: byName
          .slice(0, 5)
          .map((sub) => ({ _id: sub.id, name: sub.name, itaName: sub.itaName })),
      },
    ]);

    const [brand] = await t.db
      .insert(brands)
      .values({ name: 'Refusal brand', itaName: 'Marca del rifiuto' })
      .returning();
    await t.db.insert(categoryBrands).values({ categoryId: category!.id, brandId: brand!.id });
    expect(inUse(await remove('admin_brands', brand!.id))).toEqual([
      {
        what: 'categories',
        count: 1,
        message: 'Used by 1 category',
        records: [{ _id: category!.id, name: 'Refusal shelves', itaName: 'Scaffali del rifiuto' }],
      },
    ]);
  });

  it('a country used by address book entries and orders', async () => {
    const shopper = await signedInAs(t.db, 'C');
    const [product] = await pickProducts(t.db, 1);
    await insertOrder(t.db, {
      customer: { id: shopper.id, email: shopper.email },
      lines: [{ product: product! }],
    });
    await t.db.insert(addresses).values({
      customerId: shopper.id,
      addrName: 'Anna',
      addrEmail: shopper.email,
      addrTel: '1',
      addrLine1: 'Via Roma 1',
      addrCity: 'Roma',
      addrCode: '00100',
      addrCountry: 'IT',
    });
    const [italy] = await t.db.select().from(countries).where(eq(countries.code, 'IT'));
    const usedBy = inUse(await remove('admin_countries', italy!.id));
    expect(usedBy.map((u) => u.what)).toEqual(['address book entries', 'orders']);
    const res = await remove('admin_countries', italy!.id);
    expect(res.body.message).toMatch(/address book entr/);
  });

  it('a tax rate used by countries, and the shop default', async () => {
    const [rate] = await t.db.select().from(taxRates).where(eq(taxRates.isDefault, true));
    const usedBy = inUse(await remove('admin_tax_rates', rate!.id));
    expect(usedBy.map((u) => u.what)).toContain('default');
    const rateRes = await post('admin_tax_rates', {
      name: 'Used',
      countryCode: 'LU',
      rateBp: 1700,
    });
    const rateId = (rateRes.body.taxRate as Row)._id;
    const country = await post('admin_countries', {
      code: 'LU',
      name: 'Lux Test',
      taxRateId: rateId,
    });
    expect(country.status).toBe(409); // Luxembourg is seeded: the code clashes
    await t.db.update(countries).set({ taxRateId: rateId }).where(eq(countries.code, 'LU'));
    expect(inUse(await remove('admin_tax_rates', rateId))).toEqual([
      { what: 'countries', count: 1, message: 'Used by 1 country' },
    ]);
  });

  it('a shipper used by orders', async () => {
    const [shipper] = await t.db.select().from(shippers).limit(1);
    const [order] = await t.db.select({ id: orders.id }).from(orders).limit(1);
    await t.db.update(orders).set({ shipperId: shipper!.id }).where(eq(orders.id, order!.id));
    expect(inUse(await remove('admin_shippers', shipper!.id))).toContainEqual({
      what: 'orders',
      count: await t.db.$count(orders, eq(orders.shipperId, shipper!.id)),
      message: expect.stringMatching(/^Used by \d+ orders?$/),
    });
  });
});

describe('tax rate default', () => {
  it('making a rate the default takes the flag from the old one', async () => {
    const res = await post('admin_tax_rates', {
      name: 'New default',
      countryCode: 'IT',
      rateBp: 2300,
      isDefault: true,
    });
    expect(res.status).toBe(200);
    const defaults = list(res, 'taxRates').filter((r) => r.isDefault);
    expect(defaults.map((r) => r._id)).toEqual([(res.body.taxRate as Row)._id]);
  });
});

describe('admin_categories', () => {
  it('sets the brands of a category menu, and refuses unknown ones', async () => {
    const [a, b] = await t.db.select({ id: brands.id }).from(brands).limit(2);
    const res = await post('admin_categories', {
      name: 'Menu Test',
      brandIds: [a!.id, b!.id, a!.id],
    });
    expect(res.status).toBe(200);
    const category = res.body.category as Row;
    expect([...(category.brandIds as number[])].sort()).toEqual([a!.id, b!.id].sort());
    const kept = await post('admin_categories', { _id: category._id, name: 'Menu Test 2' });
    expect((kept.body.category as Row).brandIds).toHaveLength(2);
    const bad = await post('admin_categories', {
      _id: category._id,
      name: 'Menu Test',
      brandIds: [999_999],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'brandIds', message: 'Unknown brand' }]);
    expect(await t.db.$count(categories, eq(categories.name, 'Menu Test 2'))).toBe(1);
  });
});

describe('admin_categories_subs', () => {
  it("lists, adds, renames and deletes a category's sub-categories in both languages", async () => {
    const created = await post('admin_categories', { name: 'Subs Test', itaName: 'Prova sotto' });
    const categoryId = (created.body.category as Row)._id;
    const empty = await t.get(`/api/admin_categories_subs?categoryId=${categoryId}`, headers);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ categoryId, categorySubs: [] });

    const added = await post('admin_categories_subs', {
      categoryId,
      name: 'Small',
      itaName: 'Piccolo',
    });
    expect(added.status).toBe(200);
    const sub = added.body.categorySub as Row;
    expect(sub).toMatchObject({
      categoryId,
      name: 'Small',
      itaName: 'Piccolo',
      lng: { eng: { name: 'Small' }, ita: { name: 'Piccolo' } },
    });
    expect(list(added, 'categorySubs')).toEqual([sub]);
    expect((await post('admin_categories_subs', { categoryId, name: 'small' })).status).toBe(409);

    const renamed = await post('admin_categories_subs', {
      _id: sub._id,
      categoryId,
      name: 'Tiny',
      itaName: 'Minuscolo',
    });
    expect(renamed.body.categorySub).toMatchObject({ _id: sub._id, name: 'Tiny' });
    const categoryList = list(await t.get('/api/admin_categories', headers), 'categories');
    expect(categoryList.find((r) => r._id === categoryId)).toMatchObject({
      lng: { eng: { subCategory: 'Tiny' }, ita: { subCategory: 'Minuscolo' } },
    });

    // A category with sub-categories cannot go.
    expect(inUseWhat(await remove('admin_categories', categoryId))).toEqual(['sub-categories']);

    const deleted = await remove('admin_categories_subs', sub._id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: sub._id, categoryId, categorySubs: [] });
    expect((await remove('admin_categories_subs', sub._id)).status).toBe(404);
    expect((await remove('admin_categories', categoryId)).status).toBe(200);
  });

  it('answers 404 for an unknown category and 400 without one', async () => {
    expect((await t.get('/api/admin_categories_subs?categoryId=999999', headers)).status).toBe(404);
    expect((await t.get('/api/admin_categories_subs', headers)).status).toBe(400);
    expect((await post('admin_categories_subs', { categoryId: 999_999, name: 'X' })).status).toBe(
      404,
    );
  });
});

function inUseWhat(res: JsonResponse): string[] {
  expect(res.status).toBe(409);
  return (res.body.usedBy as { what: string }[]).map((u) => u.what);
}
