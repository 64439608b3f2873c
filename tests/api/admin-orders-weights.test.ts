import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, orderItems } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { eventsOf, itemRows, orderRow, placedOrder, type Account } from './admin-orders-support';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(async () => {
  await t.drop();
});

/** A paid order whose first line is sold by weight at €20.00 a kilo and not weighed yet. */
async function weightOrder() {
  const order = await placedOrder(t.db);
  const itemId = order.itemIds[0]!;
  await t.db
    .update(orderItems)
    .set({
      sellBy: 'w',
      weighed: false,
      unitPrice: 2000,
      productWeight: 0,
      itemIncTax: 0,
      itemTax: 0,
      itemExTax: 0,
    })
    .where(eq(orderItems.id, itemId));
  return { ...order, itemId };
}

describe('PUT admin_orders (item weights)', () => {
  it('weighs the item and re-prices its line, the delivery and the totals', async () => {
    const order = await weightOrder();
    const other = order.itemIds[1]!;
    const before = await orderRow(t.db, order.id);
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: order.itemId, productWeight: 20000 }] },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = await itemRows(t.db, order.id);
    // 2 × 20 kg at €20.00/kg.
    expect(items.get(order.itemId)).toMatchObject({
      weighed: true,
      productWeight: 20000,
      itemIncTax: 80000,
    });
    const line = items.get(order.itemId)!;
    expect(line.itemExTax + line.itemTax).toBe(80000);
    const after = await orderRow(t.db, order.id);
    const [italy] = await t.db.select().from(countries).where(eq(countries.code, 'IT'));
    expect(italy).toBeDefined();
    expect(after.cartIncTax).toBe(80000 + items.get(other)!.itemIncTax);
    expect(after.totalIncTax).toBe(after.cartIncTax + after.deliveryIncTax);
    expect(after.totalIncTax).toBe(after.totalExTax + after.totalTax);
    expect(after.totalWeight).toBeGreaterThanOrEqual(40000);
    // The total grew beyond what was paid: unpaid again, for admin_complete_order to ask.
    expect(after.totalIncTax).toBeGreaterThan(before.totalIncTax);
    expect(after.paymentStatus).toBe('U');
    expect(res.body.order).toMatchObject({
      paymentStatus: 'U',
      delivery: { totalIncTax: after.totalIncTax },
    });
    const event = (await eventsOf(t.db, order.id)).find((e) => e.action === 'weigh_items');
    expect(event).toMatchObject({ actorId: admin.id });
    expect(event?.details).toMatchObject({
      totalBefore: before.totalIncTax,
      totalAfter: after.totalIncTax,
    });
  });

  it('reads the weight per unit, a pack line weighing all its units, as the cart priced it', async () => {
    const order = await weightOrder();
    // Two packs of three units, 500 g a unit: 3 kg at €20.00/kg. (The weight update once
    // priced grams per unit as if per pack: 1 kg.)
    await t.db.update(orderItems).set({ sellPack: 3 }).where(eq(orderItems.id, order.itemId));
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: order.itemId, productWeight: 500 }] },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await itemRows(t.db, order.id)).get(order.itemId)).toMatchObject({
      weighed: true,
      productWeight: 500,
      itemIncTax: 6000,
    });
  });

  it('keeps a paid order paid when its total does not grow', async () => {
    const order = await weightOrder();
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: order.itemId, productWeight: 100 }] },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await orderRow(t.db, order.id);
    expect((await itemRows(t.db, order.id)).get(order.itemId)).toMatchObject({ itemIncTax: 400 });
    expect(after.paymentStatus).toBe('P');
  });

  it('refuses an unknown item, a cancelled order, a bad weight and a customer', async () => {
    const order = await weightOrder();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: unknown, productWeight: 100 }] },
      admin.headers,
    );
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe('ITEM_NOT_FOUND');
    const negative = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: order.itemId, productWeight: -1 }] },
      admin.headers,
    );
    expect(negative.status).toBe(400);
    const customer = await signedInAs(t.db, 'C');
    const asCustomer = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: order.itemId, productWeight: 100 }] },
      customer.headers,
    );
    expect(asCustomer.status).toBe(403);
    const cancelled = await placedOrder(t.db, { status: 'Z' });
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: cancelled.id, items: [{ _id: cancelled.itemIds[0], productWeight: 100 }] },
      admin.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ORDER_CANCELLED');
    // Nothing was written by the refusals.
    expect((await itemRows(t.db, order.id)).get(order.itemId)).toMatchObject({
      weighed: false,
      productWeight: 0,
    });
  });

  it('refuses every order action to a customer', async () => {
    const order = await placedOrder(t.db);
    const customer = await signedInAs(t.db, 'C');
    for (const name of [
      'admin_ship_item',
      'admin_ship_order',
      'admin_order_paid',
      'admin_cancel_order',
      'admin_reopen_order',
      'admin_complete_order',
      'admin_return_item',
      'admin_receive_item',
    ]) {
      const res = await t.send(
        'POST',
        `/api/${name}`,
        { _id: order.id, itemId: order.itemIds[0] },
        customer.headers,
      );
      expect(res.status, name).toBe(403);
    }
    expect((await orderRow(t.db, order.id)).status).toBe('P');
  });
});
