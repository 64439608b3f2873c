import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import {
  customers,
  orderEvents,
  orderItems,
  orders,
  products,
  returns,
} from '../../src/server/db/schema';
import { insertOrder, pickProducts, type InsertedOrder, type OrderSpec } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import type { AdminEndpoint } from './admin-endpoints';

export type Account = Awaited<ReturnType<typeof signedInAs>>;

/** A placed order of a fresh customer over the first `lines` seeded products (quantity 2, 1, ...). */
export async function placedOrder(
  db: Db,
  options: Partial<Omit<OrderSpec, 'customer' | 'lines'>> & {
    lines?: number;
    lng?: 'en' | 'it';
  } = {},
): Promise<InsertedOrder & { customer: Account; productIds: string[] }> {
  const customer = await signedInAs(db, 'C');
  const picked = await pickProducts(db, options.lines ?? 2);
  const order = await insertOrder(db, {
    customer,
    status: options.status ?? 'P',
    paymentStatus: options.paymentStatus ?? 'P',
    ...(options.placedAt !== undefined ? { placedAt: options.placedAt } : {}),
    lines: picked.map((product, index) => ({ product, quantity: index === 0 ? 2 : 1 })),
  });
  if (options.lng) {
    // An Italian customer: the order placed in Italian, the account's mail language Italian
    // (mails follow the account's choice, see order-mail-language.ts).
    await db.update(orders).set({ lng: options.lng }).where(eq(orders.id, order.id));
    await db.update(customers).set({ lng: options.lng }).where(eq(customers.id, customer.id));
  }
  return { ...order, customer, productIds: picked.map((p) => p.id) };
}

export async function orderRow(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no such order');
  return row;
}

export async function itemRows(db: Db, orderId: string) {
  const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function stockOf(db: Db, ids: string[]) {
  const rows = await db
    .select({ id: products.id, inStock: products.inStock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.inStock]));
}

export async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

export async function returnOf(db: Db, itemId: string) {
  const [row] = await db.select().from(returns).where(eq(returns.orderItemId, itemId));
  return row;
}

/** POSTs an order action as the administrator and checks the status it answers with. */
export async function action(
  t: TestApp,
  admin: Account,
  name: string,
  body: Record<string, unknown>,
  status = 200,
) {
  const res = await t.send('POST', `/api/${name}`, body, admin.headers);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

/** The authorisation test's fixture: a fresh order in the state the call accepts. */
export async function authOrder(
  db: Db,
  state: 'paid' | 'unpaid' | 'shipped' | 'returning' | 'cancelled',
): Promise<Record<string, string>> {
  const order = await placedOrder(db, {
    lines: 1,
    status: state === 'unpaid' ? 'O' : state === 'cancelled' ? 'Z' : state === 'paid' ? 'P' : 'S',
    paymentStatus: state === 'unpaid' ? 'U' : 'P',
  });
  const itemId = order.itemIds[0]!;
  if (state === 'shipped' || state === 'returning') {
    await db
      .update(orderItems)
      .set({ shipped: true, shippedDate: new Date(), status: state === 'returning' ? 'R' : 'S' })
      .where(eq(orderItems.id, itemId));
  }
  return { id: order.id, itemId };
}

const order = (state: Parameters<typeof authOrder>[1]) => (db: Db) => authOrder(db, state);

/** The admin order calls for the authorisation test, each with an order it accepts. */
export const ADMIN_ORDER_ENDPOINTS: AdminEndpoint[] = [
  { method: 'GET', path: '/api/admin_orders?sort=1&filter=C,O&rows=5' },
  { method: 'GET', path: '/api/admin_order?_id={id}', create: order('paid') },
  {
    method: 'PUT',
    path: '/api/admin_orders',
    create: order('paid'),
    body: { _id: '{id}', items: [{ _id: '{itemId}', productWeight: 100 }] },
  },
  {
    method: 'POST',
    path: '/api/admin_ship_item',
    create: order('paid'),
    body: { _id: '{id}', itemId: '{itemId}' },
  },
  { method: 'POST', path: '/api/admin_ship_order', create: order('paid'), body: { _id: '{id}' } },
  { method: 'POST', path: '/api/admin_order_paid', create: order('unpaid'), body: { _id: '{id}' } },
  { method: 'POST', path: '/api/admin_cancel_order', create: order('paid'), body: { _id: '{id}' } },
  {
    method: 'POST',
    path: '/api/admin_reopen_order',
    create: order('cancelled'),
    body: { _id: '{id}' },
  },
  {
    method: 'POST',
    path: '/api/admin_complete_order',
    create: order('paid'),
    body: { _id: '{id}' },
  },
  {
    method: 'POST',
    path: '/api/admin_return_item',
    create: order('shipped'),
    body: { _id: '{id}', itemId: '{itemId}' },
  },
  {
    method: 'POST',
    path: '/api/admin_receive_item',
    create: order('returning'),
    body: { _id: '{id}', itemId: '{itemId}' },
  },
];
