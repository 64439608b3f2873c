import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { SoldOrder } from '../../src/core/sales/order-sales';
import { handSums } from '../../src/core/sales/testing/hand-sums';
import { orderItems, orders, returns } from '../../src/server/db/schema';
import { action, placedOrder, type Account } from './admin-orders-support';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * Issue 29.1 through the real database: random orders weighed, shipped, returned and cancelled
 * through the admin calls, then the dashboard's answer for their day held to sums written out
 * by hand from the rows (core/sales/testing/hand-sums.ts), tax and profit included.
 */
let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(() => t.drop());

type Fate = 'open' | 'shipped' | 'returned';

interface Plan {
  /** Grams per unit for the first line, or null to leave it. */
  weigh: number | null;
  fates: [Fate, Fate];
  cancel: boolean;
}

const plan: fc.Arbitrary<Plan> = fc.record({
  weigh: fc.option(fc.integer({ min: 1, max: 15_000 }), { nil: null }),
  fates: fc.tuple(
    fc.constantFrom<Fate>('open', 'shipped', 'returned'),
    fc.constantFrom<Fate>('open', 'shipped', 'returned'),
  ),
  cancel: fc.boolean(),
});

async function play(orderId: string, itemIds: string[], steps: Plan) {
  if (steps.weigh !== null) {
    const items = [{ _id: itemIds[0], productWeight: steps.weigh }];
    const res = await t.send('PUT', '/api/admin_orders', { _id: orderId, items }, admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // A heavier line can leave the order owing more: paid again before it ships.
    const paid = await t.send('POST', '/api/admin_order_paid', { _id: orderId }, admin.headers);
    expect([200, 409]).toContain(paid.status);
  }
  for (const [index, fate] of steps.fates.entries()) {
    const itemId = itemIds[index];
    if (fate === 'open') continue;
    await action(t, admin, 'admin_ship_item', { _id: orderId, itemId });
    if (fate !== 'returned') continue;
    await action(t, admin, 'admin_return_item', { _id: orderId, itemId, quantity: 1 });
    await action(t, admin, 'admin_receive_item', { _id: orderId, itemId });
  }
  // A shipped order cannot be cancelled; only one with nothing shipped is.
  if (steps.cancel && steps.fates.every((fate) => fate === 'open')) {
    await action(t, admin, 'admin_cancel_order', { _id: orderId });
  }
}

/** The orders as the rows hold them now. */
async function soldOrders(ids: string[]): Promise<SoldOrder[]> {
  const rows = await t.db.select().from(orders).where(inArray(orders.id, ids));
  const lines = await t.db
    .select({ item: orderItems, returned: returns.quantity })
    .from(orderItems)
    .leftJoin(returns, and(eq(returns.orderItemId, orderItems.id), eq(returns.status, 'X')))
    .where(inArray(orderItems.orderId, ids));
  return rows.map((order) => ({
    ...order,
    lines: lines
      .filter(({ item }) => item.orderId === order.id)
      .map(({ item, returned }) => ({ ...item, returned: returned ?? 0 })),
  }));
}

describe('the dashboard agrees with its orders to the cent (issue 29.1)', () => {
  it('after random weighing, shipping, returns and cancellations: sales, totals, tax and profit', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(plan, { minLength: 1, maxLength: 2 }), async (plans) => {
        run += 1;
        const placedAt = new Date(Date.UTC(2012, 0, run, 10));
        const day = placedAt.toISOString().slice(0, 10);
        const ids: string[] = [];
        for (const steps of plans) {
          const order = await placedOrder(t.db, { placedAt, lines: 2 });
          ids.push(order.id);
          await play(order.id, order.itemIds, steps);
        }
        const res = await t.get(`/api/admin_sales?start=${day}&end=${day}`, admin.headers);
        expect(res.status).toBe(200);
        expect(res.body.figures).toMatchObject(handSums(await soldOrders(ids)));
      }),
      { numRuns: 3 },
    );
  });
});
