import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { eventsOf, itemRows, orderRow, placedOrder, type Account } from './admin-orders-support';

/**
 * Spec 7: "PUT admin_orders with the order". A client sends the order back as GET admin_order
 * gave it, its item weights edited; only the weights are the administrator's to change there.
 */

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(async () => {
  await t.drop();
});

type AdminOrder = Record<string, unknown> & {
  _id: string;
  items: (Record<string, unknown> & { _id: string; productWeight: number; weighed: boolean })[];
};

/** A paid order whose first line is sold by weight at €20.00 a kilo and not weighed yet. */
async function weightOrder() {
  const order = await placedOrder(t.db);
  const itemId = order.itemIds[0]!;
  await t.db
    .update(orderItems)
    .set({ sellBy: 'w', weighed: false, unitPrice: 2000, productWeight: 0 })
    .where(eq(orderItems.id, itemId));
  return { ...order, itemId };
}

async function adminOrder(id: string): Promise<AdminOrder> {
  const res = await t.get(`/api/admin_order?_id=${id}`, admin.headers);
  expect(res.status).toBe(200);
  return res.body.order as AdminOrder;
}

/** What an order's row and lines hold, without what differs between two orders by nature. */
async function contents(orderId: string) {
  const {
    id: _id,
    orderNo: _no,
    cartId: _cart,
    customerId: _customer,
    customerEmail: _email,
    addrEmail: _addrEmail,
    expiresOn: _expires,
    updatedAt: _updated,
    dateAdded: _added,
    placedAt: _placed,
    paidAt: _paid,
    ...row
  } = await orderRow(t.db, orderId);
  const lines = [...(await itemRows(t.db, orderId)).values()]
    .map(({ id: _line, orderId: _order, ...line }) => line)
    .sort((a, b) => a.sku.localeCompare(b.sku));
  return { row, lines };
}

describe('PUT admin_orders with the whole order', () => {
  it('applies the edited weight and nothing else the order carries', async () => {
    // Twins: one weighed with the narrow body, the other sent back whole and tampered with.
    const narrow = await weightOrder();
    const whole = await weightOrder();
    const before = await orderRow(t.db, whole.id);

    const narrowRes = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: narrow.id, items: [{ _id: narrow.itemId, productWeight: 20000 }] },
      admin.headers,
    );
    expect(narrowRes.status, JSON.stringify(narrowRes.body)).toBe(200);

    const order = await adminOrder(whole.id);
    const edited = {
      ...order,
      // What an administrator may not change here, changed all the same.
      status: 'C',
      payment: { status: 'U', type: 'cash', ref: 'forged' },
      address: { ...(order.address as object), addrName: 'Mallory', addrCountry: 'CH' },
      customer: { email: 'mallory@example.com', customerId: admin.id },
      cart: { ...(order.cart as object), totalPrice: 1, totalWeight: 1 },
      delivery: { ...(order.delivery as object), totalIncTax: 1, deliveryIncTax: 0 },
      amountPaid: 999_999,
      items: order.items.map((item) =>
        item._id === whole.itemId
          ? { ...item, productWeight: 20000, unitPrice: 1, itemIncTax: 1, status: 'X' }
          : { ...item, unitPrice: 1, itemIncTax: 1, quantity: 50, sku: 'FORGED' },
      ),
      email: admin.email,
      token: admin.token,
    };
    const res = await t.send('PUT', '/api/admin_orders', edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const after = await orderRow(t.db, whole.id);
    expect(after.status).toBe(before.status);
    expect(after.addrName).toBe(before.addrName);
    expect(after.addrCountry).toBe(before.addrCountry);
    expect(after.customerEmail).toBe(before.customerEmail);
    expect(after.paymentRef).toBe(before.paymentRef);
    const line = (await itemRows(t.db, whole.id)).get(whole.itemId);
    expect(line).toMatchObject({ productWeight: 20000, weighed: true, unitPrice: 2000 });
    // Exactly what the narrow body did to its twin: the totals are the server's own.
    expect(await contents(whole.id)).toEqual(await contents(narrow.id));
    expect(after.totalIncTax).not.toBe(1);
  });

  it('takes the order wrapped as GET admin_order answers it: { order }', async () => {
    const whole = await weightOrder();
    const order = await adminOrder(whole.id);
    const items = order.items.map((item) =>
      item._id === whole.itemId ? { ...item, productWeight: 750 } : item,
    );
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { order: { ...order, items } },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await itemRows(t.db, whole.id)).get(whole.itemId)).toMatchObject({
      productWeight: 750,
      weighed: true,
    });
  });

  it('changes nothing when the order comes back as it was', async () => {
    const whole = await weightOrder();
    const before = await contents(whole.id);
    const updatedBefore = (await orderRow(t.db, whole.id)).updatedAt;
    const res = await t.send('PUT', '/api/admin_orders', await adminOrder(whole.id), admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The weight-priced line the administrator has not weighed stays unweighed.
    expect(await contents(whole.id)).toEqual(before);
    expect((await orderRow(t.db, whole.id)).updatedAt).toEqual(updatedBefore);
    expect((await eventsOf(t.db, whole.id)).some((e) => e.action === 'weigh_items')).toBe(false);
  });

  it('weighs a line at the weight it already had when the order says it is weighed', async () => {
    const whole = await weightOrder();
    const order = await adminOrder(whole.id);
    const items = order.items.map((item) =>
      item._id === whole.itemId ? { ...item, weighed: true } : item,
    );
    const res = await t.send('PUT', '/api/admin_orders', { ...order, items }, admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await itemRows(t.db, whole.id)).get(whole.itemId)).toMatchObject({
      productWeight: 0,
      weighed: true,
    });
  });

  it('still refuses a weight it cannot take and an item of no such order', async () => {
    const whole = await weightOrder();
    const order = await adminOrder(whole.id);
    const bad = order.items.map((item) => ({ ...item, productWeight: -5 }));
    expect(
      (await t.send('PUT', '/api/admin_orders', { ...order, items: bad }, admin.headers)).status,
    ).toBe(400);
    const unknown = [
      ...order.items,
      { _id: '00000000-0000-4000-8000-000000000000', productWeight: 100 },
    ];
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { ...order, items: unknown },
      admin.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ITEM_NOT_FOUND');
  });
});
