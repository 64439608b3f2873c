import { asc, count, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_COLUMNS, STOCK_IMPORT_COLUMNS } from '../../src/core/imports/csv-columns';
import { CELL_MESSAGES } from '../../src/core/imports/csv-values';
import {
  brands,
  categories,
  categorySubs,
  colors,
  products,
  styles,
  suppliers,
  taxRates,
} from '../../src/server/db/schema';
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;
let names: {
  brand: string;
  category: string;
  sub: string;
  color: string;
  style: string;
  supplier: string;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
  const [sub] = await t.db
    .select({ sub: categorySubs.name, category: categories.name })
    .from(categorySubs)
    .innerJoin(categories, eq(categories.id, categorySubs.categoryId))
    .orderBy(asc(categorySubs.id))
    .limit(1);
  const first = async (table: typeof brands | typeof colors | typeof styles | typeof suppliers) =>
    (await t.db.select({ name: table.name }).from(table).orderBy(asc(table.id)).limit(1))[0]!.name;
  names = {
    brand: (await first(brands)).toUpperCase(),
    category: sub!.category.toLowerCase(),
    sub: sub!.sub,
    color: await first(colors),
    style: await first(styles),
    supplier: await first(suppliers),
  };
});
afterAll(() => t.drop());

type Cells = Record<string, string>;

const csvOf = (rows: Cells[], columns: readonly string[] = Object.keys(rows[0]!)) =>
  Papa.unparse({ fields: [...columns], data: rows.map((r) => columns.map((c) => r[c] ?? '')) });

const productRow = (i: number, extra: Cells = {}): Cells => ({
  sku: `IMP-${i}`,
  brand: names.brand,
  category: names.category,
  subCategories: names.sub,
  colors: names.color,
  styles: names.style,
  supplier: names.supplier,
  retailPrice: `${10 + i}.5`,
  freeDelivery: i % 2 ? 'yes' : 'no',
  inStock: String(i),
  eng_name: `Imported bag ${i}`,
  ita_name: `Borsa importata ${i}`,
  eng_description: `Bag number ${i}, with "quotes", commas`,
  ...extra,
});

const importProducts = (csv: string, mode: 'preview' | 'apply', headers = admin.headers) =>
  t.send('POST', '/api/admin_product_import', { csv, mode }, headers);
const importStock = (csv: string, mode: 'preview' | 'apply') =>
  t.send('POST', '/api/admin_product_update_stock_level', { csv, mode }, admin.headers);

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

interface Report {
  mode: string;
  rows: number;
  valid: number;
  added: number;
  updated: number;
  errors: { row: number; column: string; message: string; code?: string }[];
  preview: { row: number; sku: string; name: string; action: string }[];
}
const report = (res: JsonResponse) => res.body as unknown as Report;
/** The problems without their codes, where a test is about the English texts. */
const plain = (errors: Report['errors']) =>
  errors.map(({ row, column, message }) => ({ row, column, message }));

async function download(path: string, headers = admin.headers) {
  const res = await t.app.request(path, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const fifty = () => Array.from({ length: 50 }, (_, i) => productRow(i + 1));

describe('product import', () => {
  it('previews a file with two bad rows, refuses to apply it and writes nothing', async () => {
    const rows = fifty().map((row, i) =>
      i === 6 ? { ...row, retailPrice: '12,50' } : i === 32 ? { ...row, brand: 'Nobody' } : row,
    );
    const before = await productCount();
    const preview = await importProducts(csvOf(rows), 'preview');
    expect(preview.status).toBe(200);
    const r = report(preview);
    expect(r).toMatchObject({ mode: 'preview', rows: 50, valid: 48, added: 48, updated: 0 });
    expect(plain(r.errors)).toEqual([
      { row: 7, column: 'retailPrice', message: CELL_MESSAGES.euroComma },
      { row: 33, column: 'brand', message: 'No brand named "Nobody"' },
    ]);
    expect(r.preview).toHaveLength(50);
    expect(r.preview[0]).toEqual({ row: 1, sku: 'IMP-1', name: 'Imported bag 1', action: 'add' });

    const apply = await importProducts(csvOf(rows), 'apply');
    expect(apply.status).toBe(400);
    expect(apply.body).toMatchObject({
      code: 'IMPORT_INVALID',
      message: 'The file has errors: nothing was imported',
      mode: 'apply',
      valid: 48,
    });
    expect(report(apply).errors).toHaveLength(2);
    expect(await productCount()).toBe(before);
  });

  it('applies the fixed file: all 50 products, in both languages', async () => {
    const before = await productCount();
    const apply = await importProducts(csvOf(fifty()), 'apply');
    expect(apply.status).toBe(200);
    expect(report(apply)).toMatchObject({
      mode: 'apply',
      rows: 50,
      valid: 50,
      added: 50,
      errors: [],
    });
    expect(await productCount()).toBe(before + 50);

    const list = await t.get('/api/products?admin=true&rows=1000', admin.headers);
    const listed = (
      list.body.products as {
        sku: string;
        lng: { eng: { name: string; description: string }; ita: { name: string } };
        sell: { retailPrice: number; inStock: number; freeDelivery: boolean };
        colors: string[];
        subCategory: string;
      }[]
    ).filter((p) => p.sku.startsWith('IMP-'));
    expect(listed).toHaveLength(50);
    const seven = listed.find((p) => p.sku === 'IMP-7')!;
    expect(seven.lng.eng.name).toBe('Imported bag 7');
    expect(seven.lng.ita.name).toBe('Borsa importata 7');
    expect(seven.lng.eng.description).toBe('Bag number 7, with "quotes", commas');
    expect(seven.sell).toMatchObject({ retailPrice: 1750, inStock: 7, freeDelivery: true });
    expect(seven.colors).toEqual([names.color]);
    expect(seven.subCategory).toBe(names.sub);
  });

  it('updates a product with an existing sku instead of adding one', async () => {
    const before = await productCount();
    const csv = csvOf([
      productRow(3, { sku: 'imp-3', retailPrice: '99', ita_name: 'Borsa nuova' }),
    ]);
    const preview = report(await importProducts(csv, 'preview'));
    expect(preview).toMatchObject({ valid: 1, added: 0, updated: 1, errors: [] });
    expect(preview.preview[0]?.action).toBe('update');
    expect((await importProducts(csv, 'apply')).status).toBe(200);
    expect(await productCount()).toBe(before);
    const [row] = await t.db.select().from(products).where(eq(products.sku, 'imp-3'));
    expect(row?.retailPrice).toBe(9900);
    expect(row?.ita.name).toBe('Borsa nuova');
  });

  it('flags a sku twice and two names with the same page address', async () => {
    const csv = csvOf([
      productRow(101),
      productRow(102, { eng_name: 'Imported  bag 101!' }),
      productRow(101, { eng_name: 'Another one' }),
      productRow(103, { eng_name: 'Imported bag 1' }),
    ]);
    const r = report(await importProducts(csv, 'preview'));
    expect(plain(r.errors)).toEqual([
      { row: 2, column: 'eng_name', message: 'The name gives the same page address as row 1' },
      { row: 3, column: 'sku', message: 'The sku IMP-101 is also on row 1' },
      {
        row: 4,
        column: 'eng_name',
        message: 'Product IMP-1 already has a name with this page address',
      },
    ]);
    expect(r.valid).toBe(1);
  });

  it('answers clear errors for broken files and writes nothing', async () => {
    const before = await productCount();
    const good = csvOf([productRow(200)]);
    const cases: [string, string, number][] = [
      ['unbalanced quote', `${good}\r\nIMP-201,"oops`, 2],
      ['binary garbage', '\u0089PNG\r\n\u001a\n\u0001\u0002\u0003\rIHDR', 0],
      ['empty file', '', 0],
      ['header only', `${PRODUCT_IMPORT_COLUMNS.join(',')}\n`, 0],
      ['missing column', 'sku,brand\nA,B', 0],
      ['unknown column', `${good.split('\r\n')[0]},colour\r\n`, 0],
    ];
    for (const [label, csv, row] of cases) {
      const preview = report(await importProducts(csv, 'preview'));
      expect(preview.errors.length, label).toBeGreaterThan(0);
      expect(
        preview.errors.map((e) => e.row),
        label,
      ).toContain(row);
      expect(
        preview.errors.every((e) => e.message.length > 5),
        label,
      ).toBe(true);
      const apply = await importProducts(csv, 'apply');
      expect(apply.status, label).toBe(400);
      expect(apply.body.code, label).toBe('IMPORT_INVALID');
    }
    expect(await productCount()).toBe(before);
  });

  it('refuses a file holding NUL bytes (a binary file) at the door, naming the field', async () => {
    const before = await productCount();
    for (const mode of ['preview', 'apply'] as const) {
      const res = await importProducts('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR', mode);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('BAD_REQUEST');
      expect(res.body.message).toContain('"csv"');
      expect(res.body.fields).toEqual([{ field: 'csv', message: expect.stringMatching(/binary/) }]);
    }
    expect(await productCount()).toBe(before);
  });

  it('answers each problem with its code and values beside the English message', async () => {
    const csv = csvOf([productRow(500, { colors: 'Teal', inStock: '-1' })]);
    const r = report(await importProducts(csv, 'preview'));
    expect(r.errors).toEqual([
      { row: 1, column: 'inStock', message: CELL_MESSAGES.count, code: 'count', params: {} },
      {
        row: 1,
        column: 'colors',
        message: 'No colour named "Teal"',
        code: 'noColour',
        params: { name: 'Teal' },
      },
    ]);
  });

  it('refuses a body that is not { csv, mode }', async () => {
    expect(
      (await t.send('POST', '/api/admin_product_import', { csv: 'x' }, admin.headers)).status,
    ).toBe(400);
    expect(
      (await t.send('POST', '/api/admin_product_import', { csv: 1, mode: 'apply' }, admin.headers))
        .status,
    ).toBe(400);
  });
});

describe('stock import', () => {
  it('previews and applies stock levels, keeping levels the file leaves out', async () => {
    await t.db
      .update(products)
      .set({ minStock: 4, criticalStock: 2 })
      .where(eq(products.sku, 'IMP-10'));
    const csv = csvOf([
      { sku: 'IMP-10', inStock: '25' },
      { sku: 'imp-11', inStock: '0' },
    ]);
    const preview = report(await importStock(csv, 'preview'));
    expect(preview).toMatchObject({ rows: 2, valid: 2, updated: 2, added: 0, errors: [] });
    expect(preview.preview[0]).toEqual({
      row: 1,
      sku: 'IMP-10',
      name: 'Imported bag 10',
      action: 'update',
    });
    const [unchanged] = await t.db.select().from(products).where(eq(products.sku, 'IMP-10'));
    expect(unchanged?.inStock).toBe(10);

    expect((await importStock(csv, 'apply')).status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.sku, 'IMP-10'));
    expect(row).toMatchObject({ inStock: 25, minStock: 4, criticalStock: 2 });

    const full = csvOf([{ sku: 'IMP-10', inStock: '5', minStock: '1', criticalStock: '0' }]);
    expect((await importStock(full, 'apply')).status).toBe(200);
    const [after] = await t.db.select().from(products).where(eq(products.sku, 'IMP-10'));
    expect(after).toMatchObject({ inStock: 5, minStock: 1, criticalStock: 0 });
  });

  it('refuses an unknown sku and a negative stock, writing nothing', async () => {
    const csv = csvOf([
      { sku: 'IMP-12', inStock: '30' },
      { sku: 'NO-SUCH', inStock: '1' },
      { sku: 'IMP-13', inStock: '-3' },
    ]);
    const preview = report(await importStock(csv, 'preview'));
    expect(plain(preview.errors)).toEqual([
      { row: 2, column: 'sku', message: 'No product has the sku NO-SUCH' },
      { row: 3, column: 'inStock', message: CELL_MESSAGES.count },
    ]);
    expect(preview.valid).toBe(1);
    const apply = await importStock(csv, 'apply');
    expect(apply.status).toBe(400);
    expect(apply.body.code).toBe('IMPORT_INVALID');
    const [row] = await t.db.select().from(products).where(eq(products.sku, 'IMP-12'));
    expect(row?.inStock).toBe(12);
  });
});

describe('templates and exports', () => {
  it('serves the templates as CSV downloads that import as they are', async () => {
    const product = await download('/api/admin_product_template');
    expect(product.status).toBe(200);
    expect(product.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(product.headers.get('content-disposition')).toBe(
      'attachment; filename="products-template.csv"',
    );
    expect(product.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      PRODUCT_IMPORT_COLUMNS.join(','),
    );
    expect(report(await importProducts(product.text, 'preview'))).toMatchObject({
      errors: [],
      added: 1,
    });

    const stock = await download('/api/admin_product_stock_template');
    expect(stock.headers.get('content-disposition')).toBe(
      'attachment; filename="stock-template.csv"',
    );
    expect(stock.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(STOCK_IMPORT_COLUMNS.join(','));
  });

  it('exports every product so that the export imports back unchanged', async () => {
    const total = await productCount();
    const exported = await download('/api/admin_product_export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const r = report(await importProducts(exported.text, 'preview'));
    expect(r.errors).toEqual([]);
    expect(r).toMatchObject({ rows: total, valid: total, updated: total, added: 0 });
    expect(r.preview.every((p) => p.action === 'update')).toBe(true);

    const before = await t.db.select().from(products).where(eq(products.sku, 'IMP-20'));
    expect((await importProducts(exported.text, 'apply')).status).toBe(200);
    const after = await t.db.select().from(products).where(eq(products.sku, 'IMP-20'));
    expect({ ...after[0], updatedAt: null }).toEqual({ ...before[0], updatedAt: null });

    const stock = await download('/api/admin_product_stock_export');
    expect(stock.headers.get('content-disposition')).toMatch(/^attachment; filename="stock-/);
    const s = report(await importStock(stock.text, 'preview'));
    expect(s).toMatchObject({ rows: total, valid: total, errors: [] });
  });

  it('exports packs and tax rate, so a product deleted after the export imports back the same', async () => {
    const [rate] = await t.db.select().from(taxRates).orderBy(asc(taxRates.id)).limit(1);
    const packs = [
      { quantity: 6, price: 5990, descr: 'Box; of six', itaDescr: 'Scatola | da sei' },
      { quantity: 12, price: 10_000, descr: 'Crate', itaDescr: 'Cassa' },
    ];
    await t.db
      .update(products)
      .set({ packs, taxRateId: rate!.id })
      .where(eq(products.sku, 'IMP-21'));
    const [before] = await t.db.select().from(products).where(eq(products.sku, 'IMP-21'));
    const exported = await download('/api/admin_product_export');
    const header = exported.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header).toEqual(expect.arrayContaining(['packs', 'taxRate']));

    await t.db.delete(products).where(eq(products.sku, 'IMP-21'));
    const preview = report(await importProducts(exported.text, 'preview'));
    expect(preview.errors).toEqual([]);
    expect(preview.added).toBe(1);
    expect((await importProducts(exported.text, 'apply')).status).toBe(200);
    const [after] = await t.db.select().from(products).where(eq(products.sku, 'IMP-21'));
    const same = { id: null, createdAt: null, updatedAt: null };
    expect({ ...after, ...same }).toEqual({ ...before, ...same });
    expect(after).toMatchObject({ packs, taxRateId: rate!.id });
  });

  it('writes text that a spreadsheet would run as a formula as text, and reads it back', async () => {
    const hostile = {
      eng_name: '=HYPERLINK("http://evil.example/","Open")',
      ita_name: '+39 borsa',
      eng_description: '@SUM(1+1)',
      ita_description: '-1+2 e altro',
    };
    const csv = csvOf([productRow(400, hostile)]);
    expect((await importProducts(csv, 'apply')).status).toBe(200);
    const [stored] = await t.db.select().from(products).where(eq(products.sku, 'IMP-400'));
    expect(stored?.eng.name).toBe(hostile.eng_name);

    const exported = await download('/api/admin_product_export');
    const table = Papa.parse<string[]>(exported.text.replace(/^\uFEFF/, '')).data;
    const header = table[0]!;
    const line = table.find((cells) => cells[header.indexOf('sku')] === 'IMP-400')!;
    for (const [column, value] of Object.entries(hostile)) {
      expect(line[header.indexOf(column)], column).toBe(`'${value}`);
    }
    const formulas = table.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
    expect(formulas.filter((cell) => !/^-?\d+(\.\d+)?$/.test(cell))).toEqual([]);

    expect(report(await importProducts(exported.text, 'preview')).errors).toEqual([]);
    expect((await importProducts(exported.text, 'apply')).status).toBe(200);
    const [again] = await t.db.select().from(products).where(eq(products.sku, 'IMP-400'));
    expect({ ...again, updatedAt: null }).toEqual({ ...stored, updatedAt: null });
  });

  it('refuses anyone but an administrator', async () => {
    for (const path of ['/api/admin_product_export', '/api/admin_product_template']) {
      expect((await download(path, {})).status).toBe(401);
      expect((await download(path, customer.headers)).status).toBe(403);
    }
    expect(
      (await importProducts(csvOf([productRow(300)]), 'preview', customer.headers)).status,
    ).toBe(403);
  });

  it('the authorisation test previews files without an error', async () => {
    for (const path of ['/api/admin_product_import', '/api/admin_product_update_stock_level']) {
      const endpoint = ADMIN_ENDPOINTS.find((e) => e.path === path)!;
      const res = await t.send('POST', path, endpoint.body, admin.headers);
      expect(report(res), path).toMatchObject({ errors: [], valid: 1 });
    }
  });
});
