import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES } from '../../src/core/sales/sales-period';
import { brands, products, returns } from '../../src/server/db/schema';
import { insertOrder, pickProducts, type LineSpec, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * March 2019, a month no other fixture uses. Every expected figure below is worked out by
 * hand from these orders (the arithmetic is written next to it), not by the dashboard's SQL.
 *
 * O1 5 Mar 10:00, S, delivery 590 / 484 ex
 *   L1 p1 ×3 at 122.00 = 36600 (ex 30000), supplier 50.00, shipped, 1 returned (X) → kept 2
 *   L2 p2 ×1 at 24.40  = 2440  (ex 2000),  supplier 10.00, shipped
 * O2 5 Mar 23:30 (UTC: still the 5th), P, not shipped, delivery 990 / 811 ex
 *   L3 p3 ×2 at 25.00  = 5000  (ex 4098),  supplier 9.00
 *   L4 p1 ×1 at 122.00 = 12200, item cancelled (Z)
 * O3 20 Mar 12:00, S, free delivery
 *   L5 p3 ×2, line total 3001 (ex 2460), supplier 7.00, shipped, 1 returned (X) → kept 1
 *   L6 p2 ×1 at 24.40  = 2440  (ex 2000),  supplier 8.00, shipped, return authorised (A) only
 * O4 10 Mar 09:00, cancelled (Z), delivery 590: L7 p1 ×2 at 122.00 = 24400
 * O5 31 Mar 23:59, open and unpaid (O/U), delivery 590: L8 p2 ×4 at 24.40 = 9760 (ex 8000)
 * Outside: 28 Feb 23:59:59 and 1 Apr 00:00 (UTC), each a shipped order of p1.
 */
let t: TestApp;
let admin: Record<string, string>;
let customerHeaders: Record<string, string>;
let p1: ProductRow;
let p2: ProductRow;
let p3: ProductRow;
const BRAND_A = 'Sales Test Brand A';
const BRAND_B = 'Sales Test Brand B';
const BRAND_A_ITA = 'Marca di prova A';

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.db, 'A')).headers;
  const shopper = await signedInAs(t.db, 'C');
  customerHeaders = shopper.headers;
  const customer = { id: shopper.id, email: shopper.email };
  [p1, p2, p3] = (await pickProducts(t.db, 3)) as [ProductRow, ProductRow, ProductRow];

  const [a, b] = await t.db
    .insert(brands)
    .values([{ name: BRAND_A, itaName: BRAND_A_ITA }, { name: BRAND_B }])
    .returning({ id: brands.id });
  await t.db
    .update(products)
    .set({ brandId: a!.id })
    .where(inArray(products.id, [p1.id, p2.id]));
  await t.db
    .update(products)
    .set({ brandId: b!.id })
    .where(inArray(products.id, [p3.id]));

  const shipped = at('2019-03-06T08:00:00Z');
  const line = (spec: LineSpec): LineSpec => spec;

  const o1 = await insertOrder(t.db, {
    customer,
    status: 'S',
    placedAt: at('2019-03-05T10:00:00Z'),
    delivery: { incTax: 590, exTax: 484 },
    lines: [
      line({
        product: p1,
        quantity: 3,
        unitPrice: 12200,
        supplierPrice: 5000,
        shippedDate: shipped,
      }),
      line({
        product: p2,
        quantity: 1,
        unitPrice: 2440,
        supplierPrice: 1000,
        shippedDate: shipped,
      }),
    ],
  });
  await insertOrder(t.db, {
    customer,
    status: 'P',
    placedAt: at('2019-03-05T23:30:00Z'),
    delivery: { incTax: 990, exTax: 811 },
    lines: [
      line({ product: p3, quantity: 2, unitPrice: 2500, supplierPrice: 900 }),
      line({ product: p1, quantity: 1, unitPrice: 12200, supplierPrice: 5000, status: 'Z' }),
    ],
  });
  const o3 = await insertOrder(t.db, {
    customer,
    status: 'S',
    placedAt: at('2019-03-20T12:00:00Z'),
    delivery: { incTax: 0, exTax: 0 },
    lines: [
      line({
        product: p3,
        quantity: 2,
        itemIncTax: 3001,
        itemExTax: 2460,
        supplierPrice: 700,
        shippedDate: shipped,
        status: 'X',
      }),
      line({
        product: p2,
        quantity: 1,
        unitPrice: 2440,
        supplierPrice: 800,
        shippedDate: shipped,
        status: 'R',
      }),
    ],
  });
  await insertOrder(t.db, {
    customer,
    status: 'Z',
    paymentStatus: 'U',
    placedAt: at('2019-03-10T09:00:00Z'),
    lines: [line({ product: p1, quantity: 2, unitPrice: 12200, supplierPrice: 5000 })],
  });
  await insertOrder(t.db, {
    customer,
    status: 'O',
    paymentStatus: 'U',
    placedAt: at('2019-03-31T23:59:00Z'),
    lines: [line({ product: p2, quantity: 4, unitPrice: 2440, supplierPrice: 1000 })],
  });
  for (const placedAt of ['2019-02-28T23:59:59Z', '2019-04-01T00:00:00Z']) {
    await insertOrder(t.db, {
      customer,
      status: 'S',
      placedAt: at(placedAt),
      lines: [
        line({
          product: p1,
          quantity: 5,
          unitPrice: 12200,
          supplierPrice: 50,
          shippedDate: shipped,
        }),
      ],
    });
  }

  const returned = (orderId: string, orderItemId: string, quantity: number, status: 'A' | 'X') => ({
    orderId,
    orderItemId,
    customerId: customer.id,
    quantity,
    reason: 'Not as expected',
    policyRead: true,
    status,
    receivedAt: status === 'X' ? at('2019-03-25T10:00:00Z') : null,
  });
  await t.db
    .insert(returns)
    .values([
      returned(o1.id, o1.itemIds[0]!, 1, 'X'),
      returned(o3.id, o3.itemIds[0]!, 1, 'X'),
      returned(o3.id, o3.itemIds[1]!, 1, 'A'),
    ]);
});
afterAll(() => t.drop());

interface Day {
  date: string;
  orders: number;
  sales: number;
  turnover: number;
}

const MARCH = '/api/admin_sales?start=2019-03-01&end=2019-03-31';

describe('GET /api/admin_sales', () => {
  it('computes every figure of the period', async () => {
    const res = await t.get(MARCH, admin);
    expect(res.status).toBe(200);
    expect(res.body.start).toBe('2019-03-01');
    expect(res.body.end).toBe('2019-03-31');

    // Kept shares of the shipped lines (round half up per line):
    //   L1 36600 × 2/3 = 24400 (ex 30000 × 2/3 = 20000); L2 2440 (ex 2000);
    //   L5 3001 × 1/2 = 1500.5 → 1501 (ex 2460 × 1/2 = 1230); L6 2440 (ex 2000): an
    //   authorised return that has not come back keeps the whole line.
    const turnover = 24400 + 2440 + 1501 + 2440; // 30781
    const keptExTax = 20000 + 2000 + 1230 + 2000; // 25230
    const supplierFees = 5000 * 2 + 1000 * 1 + 700 * 1 + 800 * 1; // 12500
    // Delivery of the orders with a shipped line: O1 590 (484 ex) and O3 0.
    const totalIncTax = turnover + 590 + 0; // 31371
    const totalExTax = keptExTax + 484 + 0; // 25714
    expect(res.body.figures).toEqual({
      orders: 4, // O1, O2, O3, O5
      cancelledOrders: 1, // O4
      // Stored totals: O1 36600 + 2440 + 590; O2 5000 + 12200 + 990 (the cancelled line is
      // still in its stored total); O3 3001 + 2440 + 0; O5 9760 + 590.
      sales: 39630 + 18190 + 5441 + 10350, // 73611
      turnover,
      itemsSold: 3 + 1 + 2 + 2 + 1 + 4, // L1 L2 L3 L5 L6 L8 = 13
      itemsReturned: 1 + 1, // L1 and L5 (the A return of L6 does not count)
      itemsCancelled: 1 + 2, // L4 (cancelled line) and L7 (cancelled order)
      deliveryFees: 590 + 990 + 0 + 590, // O1 O2 O3 O5 = 2170
      supplierFees,
      totalIncTax,
      totalExTax,
      tax: totalIncTax - totalExTax, // 5657
      profit: keptExTax - supplierFees, // 12730
    });
  });

  it('gives every UTC day of the period, zeros included', async () => {
    const daily = (await t.get(MARCH, admin)).body.daily as Day[];
    expect(daily).toHaveLength(31);
    expect(daily[0]?.date).toBe('2019-03-01');
    expect(daily[30]?.date).toBe('2019-03-31');
    const nonZero = daily.filter((d) => d.orders || d.sales || d.turnover);
    expect(nonZero).toEqual([
      // O1 and O2 (23:30 UTC is still the 5th): sales 39630 + 18190, turnover 24400 + 2440.
      { date: '2019-03-05', orders: 2, sales: 57820, turnover: 26840 },
      // O4 (cancelled) on the 10th counts nothing.
      // O3: turnover 1501 + 2440.
      { date: '2019-03-20', orders: 1, sales: 5441, turnover: 3941 },
      { date: '2019-03-31', orders: 1, sales: 10350, turnover: 0 },
    ]);
    expect(daily.find((d) => d.date === '2019-03-10')).toEqual({
      date: '2019-03-10',
      orders: 0,
      sales: 0,
      turnover: 0,
    });
  });

  it('ranks products by kept quantity and brands by turnover, with their Italian names', async () => {
    const { body } = await t.get(MARCH, admin);
    const names = (p: ProductRow) => ({ sku: p.sku, name: p.eng.name, itaName: p.ita.name });
    expect(p1.ita.name).not.toBe('');
    expect(body.topProducts).toEqual([
      // p1: L1 kept 2, 24400. p2: L2 1 + L6 1 = 2, 2440 + 2440 = 4880 (same quantity as
      // p1, less turnover, so second). p3: L5 kept 1, 1501.
      { ...names(p1), quantity: 2, turnover: 24400 },
      { ...names(p2), quantity: 2, turnover: 4880 },
      { ...names(p3), quantity: 1, turnover: 1501 },
    ]);
    // Brand B has no Italian name: the screen falls back to its English one.
    expect(body.topBrands).toEqual([
      { brand: BRAND_A, itaName: BRAND_A_ITA, quantity: 2 + 2, turnover: 24400 + 4880 },
      { brand: BRAND_B, itaName: '', quantity: 1, turnover: 1501 },
    ]);
  });

  it('counts a single day and puts a reversed range in order', async () => {
    const res = await t.get('/api/admin_sales?start=2019-03-05&end=2019-03-05', admin);
    expect(res.status).toBe(200);
    expect(res.body.figures).toMatchObject({
      orders: 2,
      sales: 57820,
      turnover: 26840,
      itemsSold: 3 + 1 + 2, // L1 L2 L3
      itemsCancelled: 1, // L4
    });
    expect(res.body.daily).toEqual([
      { date: '2019-03-05', orders: 2, sales: 57820, turnover: 26840 },
    ]);
    const reversed = await t.get('/api/admin_sales?start=2019-03-31&end=2019-03-01', admin);
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ start: '2019-03-01', end: '2019-03-31' });
    expect((reversed.body.figures as { turnover: number }).turnover).toBe(30781);
  });

  it('answers zeros and empty lists for a period without orders', async () => {
    const res = await t.get('/api/admin_sales?start=2018-06-01&end=2018-06-03', admin);
    expect(res.status).toBe(200);
    expect(Object.values(res.body.figures as Record<string, number>).every((v) => v === 0)).toBe(
      true,
    );
    expect(res.body.daily).toHaveLength(3);
    expect(res.body).toMatchObject({ topProducts: [], topBrands: [] });
  });

  it('defaults to the current UTC month', async () => {
    const res = await t.get('/api/admin_sales', admin);
    expect(res.status).toBe(200);
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    expect(res.body.start).toBe(`${month}-01`);
    expect(String(res.body.end).slice(0, 7)).toBe(month);
  });

  it('refuses a date that is not one and a period over three years', async () => {
    const bad = await t.get('/api/admin_sales?start=2019-02-30&end=2019-03-31', admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'start', message: PERIOD_MESSAGES.date }],
    });
    const long = await t.get('/api/admin_sales?start=2016-01-01&end=2019-01-01', admin);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({
      code: 'BAD_REQUEST',
      fields: [{ field: 'end', message: PERIOD_MESSAGES.tooLong }],
    });
  });

  it('is for administrators only', async () => {
    expect((await t.get(MARCH, customerHeaders)).status).toBe(403);
    expect((await t.get(MARCH)).status).toBe(401);
    const exportAsCustomer = await t.get(
      '/api/admin_sales_export?start=2019-03-01&end=2019-03-31',
      customerHeaders,
    );
    expect(exportAsCustomer.status).toBe(403);
  });
});

describe('GET /api/admin_sales_export', () => {
  it('writes the figures and the daily rows as CSV', async () => {
    const res = await t.app.request('/api/admin_sales_export?start=2019-03-01&end=2019-03-31', {
      headers: admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-2019-03-01-2019-03-31.csv"',
    );
    // The raw bytes: text() would drop the byte order mark.
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 17)).toEqual([
      'figure,value',
      'start,2019-03-01',
      'end,2019-03-31',
      'orders,4',
      'cancelledOrders,1',
      'sales,736.11',
      'turnover,307.81',
      'itemsSold,13',
      'itemsReturned,2',
      'itemsCancelled,3',
      'deliveryFees,21.70',
      'supplierFees,125.00',
      'totalIncTax,313.71',
      'totalExTax,257.14',
      'tax,56.57',
      'profit,127.30',
      '',
    ]);
    expect(lines[17]).toBe('date,orders,sales,turnover');
    expect(lines.slice(18, 18 + 31)).toHaveLength(31);
    expect(lines[18]).toBe('2019-03-01,0,0.00,0.00');
    expect(lines).toContain('2019-03-05,2,578.20,268.40');
    expect(lines).toContain('2019-03-20,1,54.41,39.41');
    expect(lines[18 + 30]).toBe('2019-03-31,1,103.50,0.00');
    expect(lines[18 + 31]).toBe('');
    expect(lines).toHaveLength(18 + 31 + 1);
  });

  it('refuses a bad period as the dashboard does', async () => {
    const res = await t.get('/api/admin_sales_export?start=nope', admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});
