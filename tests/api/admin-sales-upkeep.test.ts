import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createDb, type Db } from '../../src/server/db/client';
import { orders } from '../../src/server/db/schema';
import { createApp } from '../../src/server/api/app';
import { action, placedOrder, type Account } from './admin-orders-support';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * The dashboard reads day sums that triggers keep as orders change (migration 0007). These
 * tests change orders the ways the shop does and check the sums against the same days
 * recomputed from scratch, and the answer against what the change must have moved.
 */
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(() => t.drop());

type Row = Record<string, unknown>;

async function daySums(db: Db): Promise<{ days: Row[]; skus: Row[] }> {
  const days = await db.$client.query('select * from sales_days order by day');
  const skus = await db.$client.query(
    'select * from sales_day_skus order by day, sku, product_id nulls first',
  );
  return { days: days.rows, skus: skus.rows };
}

/** The day sums as they are, and as a recomputation of every day with orders makes them. */
async function keptAndRecomputed(db: Db) {
  const kept = await daySums(db);
  await db.$client.query('begin');
  try {
    await db.$client.query(
      `select sales_refresh_days(array_agg(distinct (placed_at at time zone 'UTC')::date))
         from orders where placed_at is not null`,
    );
    const recomputed = await daySums(db);
    return { kept, recomputed };
  } finally {
    await db.$client.query('rollback');
  }
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface Figures {
  orders: number;
  cancelledOrders: number;
  turnover: number;
  itemsSold: number;
  itemsReturned: number;
  itemsCancelled: number;
}

async function figuresOn(day: string): Promise<Figures> {
  const res = await t.get(`/api/admin_sales?start=${day}&end=${day}`, admin.headers);
  expect(res.status).toBe(200);
  return res.body.figures as Figures;
}

describe('the day sums behind the dashboard (sales_refresh_day, sales_refresh_days)', () => {
  it('follow an order through shipping, a return and a cancellation', async () => {
    const placedAt = new Date('2017-06-14T09:30:00Z');
    const day = dayOf(placedAt);
    const order = await placedOrder(t.db, { placedAt });
    const [first, second] = order.itemIds as [string, string];

    const placed = await figuresOn(day);
    expect(placed).toMatchObject({ orders: 1, itemsSold: 3, turnover: 0, itemsReturned: 0 });

    await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: first });
    const oneShipped = await figuresOn(day);
    expect(oneShipped.turnover).toBeGreaterThan(0);
    await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: second });
    const bothShipped = await figuresOn(day);
    expect(bothShipped.turnover).toBeGreaterThan(oneShipped.turnover);

    await action(t, admin, 'admin_return_item', { _id: order.id, itemId: first, quantity: 1 });
    expect(await figuresOn(day)).toEqual(bothShipped);
    await action(t, admin, 'admin_receive_item', { _id: order.id, itemId: first });
    const received = await figuresOn(day);
    expect(received.itemsReturned).toBe(1);
    expect(received.turnover).toBeLessThan(bothShipped.turnover);

    const other = await placedOrder(t.db, { placedAt: new Date('2017-06-14T18:00:00Z') });
    expect((await figuresOn(day)).orders).toBe(2);
    await action(t, admin, 'admin_cancel_order', { _id: other.id });
    const cancelled = await figuresOn(day);
    expect(cancelled).toMatchObject({ orders: 1, cancelledOrders: 1, itemsCancelled: 3 });
    expect(cancelled.turnover).toBe(received.turnover);

    const { kept, recomputed } = await keptAndRecomputed(t.db);
    expect(kept).toEqual(recomputed);
  });

  it('count a cart on the day it is placed, and move with its placing date', async () => {
    const order = await placedOrder(t.db, { placedAt: null });
    const before = await keptAndRecomputed(t.db);
    expect(before.kept).toEqual(before.recomputed);

    const first = new Date('2016-02-03T12:00:00Z');
    await t.db.update(orders).set({ placedAt: first }).where(eq(orders.id, order.id));
    expect((await figuresOn(dayOf(first))).orders).toBe(1);

    const moved = new Date('2016-02-04T00:30:00Z');
    await t.db.update(orders).set({ placedAt: moved }).where(eq(orders.id, order.id));
    expect((await figuresOn(dayOf(first))).orders).toBe(0);
    expect((await figuresOn(dayOf(moved))).orders).toBe(1);

    const { kept, recomputed } = await keptAndRecomputed(t.db);
    expect(kept).toEqual(recomputed);
  });

  it('stay right when many administrators change orders of one day at once (sales_refresh_day takes the day’s lock)', async () => {
    const placedAt = new Date('2015-09-09T11:00:00Z');
    const day = dayOf(placedAt);
    const placed = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placedOrder(t.db, { placedAt }));

    // Twelve shipments and cancellations in parallel, each its own transaction on its own
    // connection, all on the same day: each recomputes it under the day's lock.
    const parallel = createDb(t.url, 12);
    try {
      const app = createApp({ getDb: async () => parallel });
      const answers = await Promise.all(
        placed.map((order, index) => {
          const [name, body] =
            index % 3 === 0
              ? ['admin_cancel_order', { _id: order.id, reason: 'Out of stock at the supplier' }]
              : ['admin_ship_order', { _id: order.id, trackingNo: `TRK${index}` }];
          return app.request(`/api/${name}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...admin.headers },
            body: JSON.stringify(body),
          });
        }),
      );
      expect(answers.map((res) => res.status)).toEqual(placed.map(() => 200));
    } finally {
      await parallel.$client.end();
    }

    const figures = await figuresOn(day);
    expect(figures).toMatchObject({ orders: 8, cancelledOrders: 4, itemsCancelled: 12 });
    expect(figures.itemsSold).toBe(24);
    const { kept, recomputed } = await keptAndRecomputed(t.db);
    expect(kept).toEqual(recomputed);
  });

  it('follow every write made by hand: sales_orders_inserted, sales_order_items_inserted, sales_order_items_updated, sales_returns_inserted, sales_returns_updated, sales_returns_deleted, sales_order_items_deleted, sales_orders_updated, sales_orders_deleted (sales_orders_changed, sales_items_changed, sales_returns_changed)', async () => {
    const placedAt = new Date('2014-03-05T10:00:00Z');
    const day = dayOf(placedAt);
    const agree = async () => {
      const { kept, recomputed } = await keptAndRecomputed(t.db);
      expect(kept).toEqual(recomputed);
    };
    const sql = (text: string, values: unknown[]) => t.db.$client.query(text, values);

    // Inserted: the order and its lines.
    const order = await placedOrder(t.db, { placedAt, lines: 2 });
    const [first, second] = order.itemIds as [string, string];
    expect((await figuresOn(day)).itemsSold).toBe(3);
    await agree();

    // A line's quantity changed by hand.
    await sql('update order_items set quantity = quantity + 4 where id = $1', [second]);
    expect((await figuresOn(day)).itemsSold).toBe(7);
    await agree();

    // A return received (inserted, then updated), then removed by hand.
    await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: first });
    await action(t, admin, 'admin_return_item', { _id: order.id, itemId: first, quantity: 1 });
    await action(t, admin, 'admin_receive_item', { _id: order.id, itemId: first });
    expect((await figuresOn(day)).itemsReturned).toBe(1);
    await agree();
    await sql('delete from returns where order_id = $1', [order.id]);
    expect((await figuresOn(day)).itemsReturned).toBe(0);
    await agree();

    // A line deleted, the order moved to another day, then deleted.
    await sql('delete from order_items where id = $1', [second]);
    expect((await figuresOn(day)).itemsSold).toBe(2);
    await agree();
    const later = new Date('2014-03-06T10:00:00Z');
    await t.db.update(orders).set({ placedAt: later }).where(eq(orders.id, order.id));
    expect((await figuresOn(day)).orders).toBe(0);
    expect((await figuresOn(dayOf(later))).orders).toBe(1);
    await agree();
    await sql('delete from orders where id = $1', [order.id]);
    expect((await figuresOn(dayOf(later))).orders).toBe(0);
    await agree();
  });
});
