import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURNS_WINDOW_DAYS } from '../../src/core/account/returns-window';
import { RETURN_MESSAGES } from '../../src/core/validation/return-item';
import { orderEvents, returns } from '../../src/server/db/schema';
import { daysAgo, insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let bag: ProductRow;
let scarf: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  [bag, scarf] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];
});
afterAll(() => t.drop());

interface Item {
  _id: string;
  sku: string;
  quantity: number;
  shipped: boolean;
  status: string;
  returnable: boolean;
  returnableUntil: string | null;
  return: { _id: string; quantity: number; reason: string; status: string } | null;
}
interface Order {
  _id: string;
  orderNo: number;
  status: string;
  items: Item[];
  delivery: { totalIncTax: number; trackingNo: string };
}

const ordersOf = (body: Record<string, unknown>) => body.orders as Order[];
const NOT_ALLOWED = { code: 'RETURN_NOT_ALLOWED', message: 'This item cannot be returned' };
const returnBody = (orderId: string, itemId: string, extra: Record<string, unknown> = {}) => ({
  item: { orderId, itemId, reason: 'Too small', policyRead: true, ...extra },
});

describe('GET orders', () => {
  it('needs a token', async () => {
    expect((await t.get('/api/orders')).status).toBe(401);
  });

  it("lists the caller's placed orders only, newest first, with items and totals in cents", async () => {
    const me = await signedInAs(t.db, 'C');
    const older = await insertOrder(t.db, {
      customer: me,
      placedAt: daysAgo(10),
      lines: [{ product: bag, quantity: 2 }],
    });
    const newer = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: scarf, shippedDate: daysAgo(1) }],
    });
    await insertOrder(t.db, {
      customer: me,
      placedAt: null,
      status: 'O',
      paymentStatus: 'U',
      lines: [{ product: bag }],
    });

    const res = await t.get('/api/orders', me.headers);
    expect(res.status).toBe(200);
    const list = ordersOf(res.body);
    expect(list.map((o) => o._id)).toEqual([newer.id, older.id]);
    const [shipped, paid] = list;
    expect(paid).toEqual(
      expect.objectContaining({
        orderNo: older.orderNo,
        status: 'P',
        statusLabel: 'Paid',
        cartId: expect.any(String),
        payment: { status: 'P', type: 'STRIPE', ref: '' },
        address: expect.objectContaining({ addrName: 'Anna Rossi', addrCountry: 'IT' }),
        cart: expect.objectContaining({ currency: 'EUR', totalItems: 2 }),
        delivery: expect.objectContaining({ deliveryIncTax: 590, deliveryType: 'std' }),
      }),
    );
    expect(paid!.items).toEqual([
      expect.objectContaining({
        _id: older.itemIds[0],
        sku: bag.sku,
        name: bag.eng.name,
        itaName: bag.ita.name,
        url: bag.url,
        image: `/images/${bag.images[0]}`,
        quantity: 2,
        shipped: false,
        shippedDate: null,
        status: 'O',
        returnable: false,
        returnableUntil: null,
        return: null,
      }),
    ]);
    expect(paid!.items[0]).not.toHaveProperty('supplierPrice');
    expect(shipped!.items[0]).toEqual(
      expect.objectContaining({ shipped: true, status: 'S', returnable: true, return: null }),
    );
    expect(Date.parse(shipped!.items[0]!.returnableUntil!)).toBeGreaterThan(Date.now());
  });
});

describe('PUT return_item and GET returns', () => {
  it('records a return request with its order event, and shows it on the order', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, quantity: 3, shippedDate: daysAgo(3) }],
    });
    const itemId = order.itemIds[0]!;
    const res = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, itemId, { quantity: 2, reason: '  Too small  ' }),
      me.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.returnedItem).toEqual(
      expect.objectContaining({
        orderId: order.id,
        orderNo: order.orderNo,
        itemId,
        sku: bag.sku,
        name: bag.eng.name,
        quantity: 2,
        reason: 'Too small',
        status: 'R',
        receivedAt: null,
      }),
    );
    const line = ordersOf(res.body)[0]!.items[0]!;
    expect(line.returnable).toBe(false);
    expect(line.return).toEqual(expect.objectContaining({ quantity: 2, status: 'R' }));

    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderItemId, itemId));
    expect(events).toEqual([
      expect.objectContaining({ orderId: order.id, action: 'return_requested', actorId: me.id }),
    ]);

    const list = await t.get('/api/returns', me.headers);
    expect(list.status).toBe(200);
    expect(list.body.returns).toEqual([res.body.returnedItem]);
  });

  it('returns the whole line when no quantity is given', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: scarf, quantity: 2, shippedDate: daysAgo(1) }],
    });
    const res = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[0]!),
      me.headers,
    );
    expect((res.body.returnedItem as { quantity: number }).quantity).toBe(2);
  });

  it('refuses with 409 a line not shipped, outside the window, asked twice or over its quantity', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await insertOrder(t.db, {
      customer: me,
      status: 'P',
      lines: [{ product: bag }, { product: scarf, shippedDate: daysAgo(RETURNS_WINDOW_DAYS + 1) }],
    });
    const fresh = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, quantity: 1, shippedDate: daysAgo(1) }],
    });
    const [notShipped, tooLate] = order.itemIds;
    for (const [orderId, itemId, extra] of [
      [order.id, notShipped!, {}],
      [order.id, tooLate!, {}],
      [fresh.id, fresh.itemIds[0]!, { quantity: 2 }],
    ] as const) {
      const res = await t.send(
        'PUT',
        '/api/return_item',
        returnBody(orderId, itemId, extra),
        me.headers,
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual(NOT_ALLOWED);
    }
    const first = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(fresh.id, fresh.itemIds[0]!),
      me.headers,
    );
    expect(first.status).toBe(200);
    const twice = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(fresh.id, fresh.itemIds[0]!),
      me.headers,
    );
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual(NOT_ALLOWED);
    expect(await t.db.$count(returns, eq(returns.customerId, me.id))).toBe(1);
  });

  it('needs a reason and the returns policy read (spec 5)', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, shippedDate: daysAgo(1) }],
    });
    const res = await t.send(
      'PUT',
      '/api/return_item',
      { item: { orderId: order.id, itemId: order.itemIds[0], reason: ' ', policyRead: false } },
      me.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { field: 'item.reason', message: RETURN_MESSAGES.reason },
      { field: 'item.policyRead', message: RETURN_MESSAGES.policyRead },
    ]);
    const missing = await t.send(
      'PUT',
      '/api/return_item',
      { item: { orderId: order.id, itemId: order.itemIds[0] } },
      me.headers,
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([
      { field: 'item.reason', message: RETURN_MESSAGES.reason },
      { field: 'item.policyRead', message: RETURN_MESSAGES.policyRead },
    ]);
    expect(await t.db.$count(returns, eq(returns.customerId, me.id))).toBe(0);
  });

  it('answers 404 for an item that does not exist or is not in the named order', async () => {
    const me = await signedInAs(t.db, 'C');
    const a = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, shippedDate: daysAgo(1) }],
    });
    const b = await insertOrder(t.db, {
      customer: me,
      status: 'S',
      lines: [{ product: bag, shippedDate: daysAgo(1) }],
    });
    for (const [orderId, itemId] of [
      [a.id, b.itemIds[0]!],
      [a.id, '00000000-0000-4000-8000-000000000000'],
      ['x', 'y'],
    ]) {
      const res = await t.send(
        'PUT',
        '/api/return_item',
        returnBody(orderId!, itemId!),
        me.headers,
      );
      expect(res.status).toBe(404);
    }
  });
});
