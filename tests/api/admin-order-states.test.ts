import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { action, orderRow, placedOrder, type Account } from './admin-orders-support';

/**
 * Issue 26.5: what an order owes and which state it is in read the same on the shop's page
 * (GET admin_order) and the customer's (GET orders), and a shipped order can be completed.
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

async function adminOrder(id: string) {
  const res = await t.get(`/api/admin_order?_id=${id}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order as Record<string, unknown>;
}

async function customersOrder(customer: Account, id: string) {
  const res = await t.get('/api/orders', customer.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const found = (res.body.orders as Record<string, unknown>[]).find((order) => order._id === id);
  if (!found) throw new Error('the order is not in the customer list');
  return found;
}

describe('what an order owes (issue 26.5)', () => {
  it('a cancelled order whose payment was refunded owes nothing, on both pages', async () => {
    const order = await placedOrder(t.db, { status: 'Z', paymentStatus: 'U' });
    const row = await orderRow(t.db, order.id);
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'STRIPE',
      providerId: `pi_states_${order.orderNo}`,
      amount: row.totalIncTax,
      status: 'refunded',
    });
    expect(row.totalIncTax).toBeGreaterThan(0);
    expect(await adminOrder(order.id)).toMatchObject({ status: 'Z', amountPaid: 0, amountDue: 0 });
    expect(await customersOrder(order.customer, order.id)).toMatchObject({
      status: 'Z',
      amountDue: 0,
    });
  });

  it('a paid order owing again after weighing reads Unpaid and owes the same on both pages', async () => {
    const order = await placedOrder(t.db, { lines: 1 });
    const itemId = order.itemIds[0]!;
    const paid = await orderRow(t.db, order.id);
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'STRIPE',
      providerId: `pi_weighed_${order.orderNo}`,
      amount: paid.totalIncTax,
      status: 'succeeded',
    });
    await t.db
      .update(orderItems)
      .set({ sellBy: 'w', weighed: false, unitPrice: 2000, productWeight: 0 })
      .where(eq(orderItems.id, itemId));
    const res = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id: order.id, items: [{ _id: itemId, productWeight: 50000 }] },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const weighed = await orderRow(t.db, order.id);
    expect(weighed).toMatchObject({ status: 'P', paymentStatus: 'U' });
    const due = weighed.totalIncTax - paid.totalIncTax;
    expect(due).toBeGreaterThan(0);
    expect(await adminOrder(order.id)).toMatchObject({ statusLabel: 'Unpaid', amountDue: due });
    expect(await customersOrder(order.customer, order.id)).toMatchObject({
      statusLabel: 'Unpaid',
      amountDue: due,
    });
  });

  it('a paid order owes nothing to the customer either', async () => {
    const order = await placedOrder(t.db, { lines: 1 });
    expect(await customersOrder(order.customer, order.id)).toMatchObject({ amountDue: 0 });
    expect(await adminOrder(order.id)).toMatchObject({ amountDue: 0 });
  });
});

describe('admin_complete_order on a shipped order (issue 26.5)', () => {
  it('completes it, and it can neither be shipped again nor reopened', async () => {
    const order = await placedOrder(t.db, { status: 'S', lines: 1 });
    await t.db
      .update(orderItems)
      .set({ shipped: true, shippedDate: new Date(), status: 'S' })
      .where(eq(orderItems.orderId, order.id));
    const done = await action(t, admin, 'admin_complete_order', { _id: order.id });
    expect(done.order).toMatchObject({ status: 'C', statusLabel: 'Complete/Paid' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('C');
    const ship = await action(t, admin, 'admin_ship_order', { _id: order.id }, 409);
    expect(ship.code).toBe('ORDER_SHIPPED');
    const reopen = await action(t, admin, 'admin_reopen_order', { _id: order.id }, 409);
    expect(reopen.code).toBe('ORDER_SHIPPED');
  });
});
