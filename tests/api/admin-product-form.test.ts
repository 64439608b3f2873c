import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminProduct,
  CategoryRecord,
  NamedRecord,
  ReferenceLists,
} from '../../src/components/admin/products/admin-product';
import {
  emptyProductForm,
  formFieldOfPath,
  formFromProduct,
  productInputFromForm,
  type ProductFormValues,
} from '../../src/components/admin/products/product-form-values';
import { adminProductsQuery } from '../../src/components/admin/products/use-admin-products';
import { PLAIN_LIST } from '../../src/core/catalogue/list-url-state';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * The admin product screens' client code against the real API: the bodies the form builds,
 * the list query it reads, and the answers it maps back into the form.
 */

let t: TestApp;
let headers: Record<string, string>;
let brand: NamedRecord;
let category: CategoryRecord;

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown) =>
  t.send(method, `/api/${path}`, body, headers);

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAs(t.db, 'A')).headers;
  brand = (await send('POST', 'admin_brands', { name: 'Zz Form Brand', itaName: 'Zz Marca' })).body
    .brand as NamedRecord;
  const made = await send('POST', 'admin_categories', { name: 'Zz Form Bags' });
  const categoryId = (made.body.category as NamedRecord)._id;
  await send('POST', 'admin_categories_subs', { categoryId, name: 'Zz Totes' });
  const list = await t.get('/api/admin_categories', headers);
  const found = (list.body.categories as CategoryRecord[]).find((c) => c._id === categoryId);
  if (!found) throw new Error('category not listed');
  category = found;
});
afterAll(() => t.drop());

function typed(): ProductFormValues {
  const empty = emptyProductForm();
  return {
    ...empty,
    sku: 'ZZ-FORM-1',
    brandId: String(brand._id),
    categoryId: String(category._id),
    subCategoryIds: category.subs.map((sub) => sub._id),
    retailPrice: '129,90',
    supplierPrice: '0.29',
    packs: [{ descr: 'Pack of 2', itaDescr: 'Confezione da 2', quantity: '2', price: '249.00' }],
    inStock: '3',
    criticalStock: '5',
    images: ['/images/products/zz-form.webp'],
    lng: {
      eng: { ...empty.lng.eng, name: 'Zz Form Tote', description: 'Roomy' },
      ita: { ...empty.lng.ita, name: 'Zz Borsa del modulo', description: 'Capiente' },
    },
  };
}

async function postForm(values: ProductFormValues) {
  const result = productInputFromForm(values);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return send(result.product._id ? 'PUT' : 'POST', 'admin_products', { product: result.product });
}

describe('the product form against admin_products', () => {
  it('adds a product in both languages and lists it in the admin list of its category', async () => {
    const res = await postForm(typed());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const product = res.body.product as AdminProduct;
    expect(product.sell).toMatchObject({ retailPrice: 12990, supplierPrice: 29, inStock: 3 });
    expect(product.lng.ita.name).toBe('Zz Borsa del modulo');
    expect(product.admin.imageKeys).toEqual(['products/zz-form.webp']);

    const list = await t.get(
      `/api/${adminProductsQuery({ category: 'Zz_Form_Bags' }, PLAIN_LIST, 'eng')}`,
      headers,
    );
    const skus = (list.body.products as AdminProduct[]).map((p) => p.sku);
    expect(skus).toEqual(['ZZ-FORM-1']);
  });

  it('edits what it loaded: the form of an answer saves back unchanged but for the edit', async () => {
    const list = await t.get(
      `/api/${adminProductsQuery({ term: 'ZZ_FORM_1' }, PLAIN_LIST, 'eng')}`,
      headers,
    );
    const loaded = (list.body.products as AdminProduct[]).find((p) => p.sku === 'ZZ-FORM-1');
    if (!loaded) throw new Error('not found by search');
    const values = formFromProduct(loaded);
    const res = await postForm({
      ...values,
      lng: { ...values.lng, ita: { ...values.lng.ita, name: 'Zz Borsa nuova' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.product as AdminProduct;
    expect(saved.lng.ita.name).toBe('Zz Borsa nuova');
    expect(formFromProduct(saved)).toEqual({
      ...values,
      lng: { ...values.lng, ita: { ...values.lng.ita, name: 'Zz Borsa nuova' } },
    });
  });

  it("places the server's field errors on fields the form shows", async () => {
    const values = typed();
    const res = await postForm({ ...values, sku: 'ZZ-FORM-1' });
    expect(res.status).toBe(409);
    const fields = (res.body.fields as { field: string }[]).map((f) => f.field);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(formFieldOfPath(field), field).not.toBeNull();
  });

  it('writes stock, soft delete and restore with the bodies the list sends', async () => {
    const list = await t.get(
      `/api/${adminProductsQuery({ term: 'ZZ_FORM_1' }, PLAIN_LIST, 'eng')}`,
      headers,
    );
    const product = (list.body.products as AdminProduct[]).find((p) => p.sku === 'ZZ-FORM-1');
    if (!product) throw new Error('not in the admin list');
    const stock = await send('PUT', 'admin_product_stock', {
      _id: product._id,
      inStock: 9,
      minStock: 1,
      criticalStock: 2,
    });
    expect((stock.body.product as AdminProduct).sell.inStock).toBe(9);
    const gone = await send('DELETE', 'admin_products', { _id: product._id });
    expect((gone.body.product as AdminProduct).status).toBe('Z');
    const back = await send('POST', 'admin_product_restore', { _id: product._id });
    expect((back.body.product as AdminProduct).status).toBe('A');
  });
});

describe('GET /api/admin_product_references (issue 26.8: the form’s lists in one call)', () => {
  const pick = <K extends string>(rows: unknown, keys: readonly K[]) =>
    (rows as Record<K, unknown>[]).map((row) =>
      Object.fromEntries(keys.map((key) => [key, row[key]])),
    );
  const NAMED = ['_id', 'name', 'itaName'] as const;

  it('answers the six admin lists, in their order, with the fields the form shows', async () => {
    const res = await t.get('/api/admin_product_references', headers);
    expect(res.status).toBe(200);
    const lists = res.body as unknown as ReferenceLists;
    const admin = async (path: string, key: string) =>
      (await t.get(`/api/${path}`, headers)).body[key];
    expect(lists.brands).toEqual(pick(await admin('admin_brands', 'brands'), NAMED));
    expect(lists.colors).toEqual(pick(await admin('admin_colors', 'colors'), NAMED));
    expect(lists.styles).toEqual(pick(await admin('admin_styles', 'styles'), NAMED));
    expect(lists.suppliers).toEqual(
      pick(await admin('admin_suppliers', 'suppliers'), ['_id', 'name']),
    );
    expect(lists.taxRates).toEqual(
      pick(await admin('admin_tax_rates', 'taxRates'), ['_id', 'name', 'countryCode', 'rateBp']),
    );
    const categories = (await admin('admin_categories', 'categories')) as CategoryRecord[];
    expect(lists.categories).toEqual(
      categories.map((c) => ({ ...pick([c], NAMED)[0], subs: pick(c.subs, NAMED) })),
    );
    expect(lists.brands).toContainEqual({
      _id: brand._id,
      name: 'Zz Form Brand',
      itaName: 'Zz Marca',
    });
    const mine = lists.categories.find((c) => c._id === category._id);
    expect(mine?.subs.map((sub) => sub.name)).toEqual(['Zz Totes']);
  });

  it('is for administrators only', async () => {
    expect((await t.get('/api/admin_product_references')).status).toBe(401);
    const customer = (await signedInAs(t.db, 'C')).headers;
    expect((await t.get('/api/admin_product_references', customer)).status).toBe(403);
  });
});
