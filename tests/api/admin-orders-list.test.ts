import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, payments } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { action, eventsOf, orderRow, placedOrder, type Account } from './admin-orders-support';

let t: TestApp;
let admin: Account;
let customer: Account;
/** Order ids by name, every one placed by this file's own customers. */
const ids: Record<string, string> = {};
const orderNos: Record<string, number> = {};

interface ListBody {
  orders: { _id: string; orderNo: number; status: string; items: Record<string, number> }[];
  total: number;
  page: number;
  rows: number;
  sort: string;
}

async function list(query: string): Promise<ListBody> {
  const res = await t.get(`/api/admin_orders?${query}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as ListBody;
}

/** Only the orders this file made (the seed may hold others). */
const mine = (body: ListBody) => body.orders.filter((o) => Object.values(ids).includes(o._id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
  const make = async (
    name: string,
    placedAt: string,
    status: 'O' | 'P' | 'C' | 'S' | 'Z',
    paymentStatus: 'O' | 'P' | 'U',
  ) => {
    const order = await placedOrder(t.db, { status, paymentStatus, placedAt: new Date(placedAt) });
    ids[name] = order.id;
    orderNos[name] = order.orderNo;
    return order;
  };
  await make('open', '2031-03-01T10:00:00Z', 'O', 'U');
  await make('paid', '2031-03-02T10:00:00Z', 'P', 'P');
  await make('complete', '2031-03-03T23:59:00Z', 'C', 'U');
  const shipped = await make('shipped', '2031-03-04T00:00:00Z', 'S', 'P');
  await make('cancelled', '2031-03-05T10:00:00Z', 'Z', 'P');
  await t.db
    .update(orderItems)
    .set({ shipped: true, shippedDate: new Date(), status: 'S' })
    .where(eq(orderItems.orderId, shipped.id));
  await t.db
    .update(orders)
    .set({
      trackingNo: 'ZZTRACK-991',
      addrName: 'Giulia Verdi',
      customerEmail: 'A.first@Example.test',
    })
    .where(eq(orders.id, shipped.id));
  await t.db
    .update(orders)
    .set({ deliveryDateFrom: '2031-04-01', customerEmail: 'z.last@example.test' })
    .where(eq(orders.id, ids.open!));
  await t.db.update(orders).set({ deliveryDateFrom: '2031-03-20' }).where(eq(orders.id, ids.paid!));
  // A cart that was never placed never shows.
  const cart = await placedOrder(t.db, { placedAt: null });
  ids.cart = cart.id;
});
afterAll(async () => {
  await t.drop();
});

describe('GET admin_orders', () => {
  it('lists placed orders newest first, paged and counted', async () => {
    const all = await list('date=2031-03-01;2031-03-31&rows=2');
    expect(all.total).toBe(5);
    expect(all.rows).toBe(2);
    expect(all.sort).toBe('D');
    expect(all.orders.map((o) => o._id)).toEqual([ids.cancelled, ids.shipped]);
    const page3 = await list('date=2031-03-01;2031-03-31&rows=2&page=3');
    expect(page3.orders.map((o) => o._id)).toEqual([ids.open]);
    expect(page3.page).toBe(3);
    const everything = await list('rows=100&filter=A');
    expect(everything.orders.map((o) => o._id)).not.toContain(ids.cart);
  });

  it('shows each row with its item counts', async () => {
    const body = await list('search=ZZTRACK');
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({
      _id: ids.shipped,
      orderNo: orderNos.shipped,
      status: 'S',
      paymentStatus: 'P',
      statusLabel: 'Shipped',
      customer: { email: 'A.first@Example.test', name: 'Giulia Verdi' },
      country: 'IT',
      deliveryType: 'std',
      trackingNo: 'ZZTRACK-991',
      items: { total: 2, shipped: 2, cancelled: 0, returned: 0 },
    });
  });

  it('sorts by the four codes', async () => {
    const range = 'date=2031-03-01;2031-03-31&rows=100';
    const oldest = await list(`${range}&sort=1`);
    expect(oldest.sort).toBe('A');
    expect(oldest.orders.map((o) => o._id)).toEqual([
      ids.open,
      ids.paid,
      ids.complete,
      ids.shipped,
      ids.cancelled,
    ]);
    const delivery = await list(`${range}&sort=2`);
    expect(delivery.orders.slice(0, 2).map((o) => o._id)).toEqual([ids.paid, ids.open]);
    const email = await list(`${range}&sort=3`);
    expect(email.orders[0]!._id).toBe(ids.shipped);
    expect(email.orders.at(-1)!._id).toBe(ids.open);
    const newest = await list(`${range}&sort=9`);
    expect(newest.sort).toBe('D');
    expect(newest.orders[0]!._id).toBe(ids.cancelled);
  });

  it('filters by status and payment codes, any of them matching', async () => {
    const codes = async (filter: string) =>
      mine(await list(`filter=${filter}&rows=100`))
        .map((o) => o._id)
        .sort();
    expect(await codes('Z')).toEqual([ids.cancelled]);
    expect(await codes('C,O')).toEqual([ids.complete, ids.open].sort());
    expect(await codes('S')).toEqual([ids.shipped]);
    // Paid, but not the cancelled one; unpaid likewise.
    expect(await codes('P')).toEqual([ids.paid, ids.shipped].sort());
    expect(await codes('U')).toEqual([ids.complete, ids.open].sort());
    expect((await codes('A')).length).toBe(5);
    // Past the last page the count still comes (counted on its own then).
    const counted = await list('filter=Z&rows=100');
    const past = await list('filter=Z&rows=100&page=500');
    expect(past.orders).toEqual([]);
    expect(past.total).toBe(counted.total);
    expect(counted.total).toBeGreaterThanOrEqual(1);
    const searched = await list('search=giulia&rows=1&page=9');
    expect(searched).toMatchObject({ orders: [], total: 1 });
  });

  it('searches by order number, email, name or tracking; search beats filter, dates beat both', async () => {
    const byNo = await list(`search=${orderNos.paid}&filter=Z`);
    expect(byNo.orders.map((o) => o._id)).toEqual([ids.paid]);
    expect((await list('search=a.FIRST@example')).orders.map((o) => o._id)).toEqual([ids.shipped]);
    expect((await list('search=giulia verdi')).orders.map((o) => o._id)).toEqual([ids.shipped]);
    expect((await list('search=100%25')).total).toBe(0);
    const dated = await list('search=giulia&date=2031-03-03;2031-03-03');
    expect(dated.orders.map((o) => o._id)).toEqual([ids.complete]);
    // Inclusive to the end of the last day, a reversed range read in order.
    const reversed = await list('date=2031-03-04;2031-03-03');
    expect(reversed.orders.map((o) => o._id).sort()).toEqual([ids.complete, ids.shipped].sort());
  });

  it('refuses bad paging and anyone but an administrator', async () => {
    expect((await t.get('/api/admin_orders?rows=101', admin.headers)).status).toBe(400);
    expect((await t.get('/api/admin_orders?page=0', admin.headers)).status).toBe(400);
    expect((await t.get('/api/admin_orders', customer.headers)).status).toBe(403);
    expect((await t.get(`/api/admin_order?_id=${ids.paid}`, customer.headers)).status).toBe(403);
    expect((await t.get('/api/admin_orders')).status).toBe(401);
  });
});

describe('GET admin_order', () => {
  it('answers the customer shape plus the admin fields, and 404 for a cart or unknown id', async () => {
    const res = await t.get(`/api/admin_order?_id=${ids.paid}`, admin.headers);
    expect(res.status).toBe(200);
    const order = res.body.order as Record<string, unknown> & { items: Record<string, unknown>[] };
    expect(order).toMatchObject({
      _id: ids.paid,
      orderNo: orderNos.paid,
      status: 'P',
      paymentStatus: 'P',
      statusLabel: 'Paid',
      paymentRequestedAt: null,
      shipperId: null,
      amountPaid: 0,
      // Counted as paid (P), though no payment row was written: it owes nothing (core amountDue).
      amountDue: 0,
      payments: [],
      events: [],
    });
    expect(order.items[0]).toHaveProperty('supplierPrice');
    expect(order.items[0]).toHaveProperty('weighed', false);
    expect(order.items[0]).toHaveProperty('sku');
    expect((await t.get(`/api/admin_order?_id=${ids.cart}`, admin.headers)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.get(`/api/admin_order?_id=${unknown}`, admin.headers)).status).toBe(404);
    expect((await t.get('/api/admin_order?_id=nope', admin.headers)).status).toBe(400);
  });
});

describe('cancelling an order paid at a provider', () => {
  it('releases the kept payment for a refund: payment status U, nothing counted as paid', async () => {
    // No provider answers here: the refund is tried after the commit and, whatever it says,
    // the cancel stands (refundPayment records a refusal on the payment).
    const order = await placedOrder(t.db, { lines: 1 });
    const row = await orderRow(t.db, order.id);
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'STRIPE',
      providerId: `pi_test_${order.orderNo}`,
      amount: row.totalIncTax,
      status: 'succeeded',
    });
    await t.db
      .update(orders)
      .set({ paymentId: `pi_test_${order.orderNo}` })
      .where(eq(orders.id, order.id));
    const before = await t.get(`/api/admin_order?_id=${order.id}`, admin.headers);
    expect(before.body.order).toMatchObject({ amountPaid: row.totalIncTax, amountDue: 0 });

    const res = await action(t, admin, 'admin_cancel_order', { _id: order.id });
    expect(res.order).toMatchObject({ status: 'Z', paymentStatus: 'U', amountPaid: 0 });
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [order.id]));
    expect(payment?.status).toMatch(/^refund/);
    const actions = (await eventsOf(t.db, order.id)).map((e) => e.action);
    expect(actions).toContain('cancel_refund');
    expect(actions).toContain('cancel');
  });
});
