import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../src/server/db/schema';
import { expectDocumented, expectTyped } from '../support/documented-answer';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { placedOrder, type Account } from './admin-orders-support';

/*
 * Issue 29.3b: the back office's order answers are typed in /api/openapi.json by the schemas
 * of admin-order-answer.ts, and real answers hold exactly that, read as JSON Schema.
 */

const ORDER_ROUTES = [
  'GET /admin_orders',
  'GET /admin_order',
  'PUT /admin_orders',
  'POST /admin_ship_item',
  'POST /admin_ship_order',
  'POST /admin_order_paid',
  'POST /admin_cancel_order',
  'POST /admin_reopen_order',
  'POST /admin_complete_order',
  'POST /admin_return_item',
  'POST /admin_receive_item',
] as const;

describe('the document types the order answers', () => {
  it.each(ORDER_ROUTES)('%s', (route) => {
    expectTyped(route);
  });
});

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(() => t.drop());

const post = (name: string, body: Record<string, unknown>) =>
  t.send('POST', `/api/${name}`, body, admin.headers);

describe('real order answers hold what the document says', () => {
  it('an order paid by hand, shipped in parcels, returned, completed; the lists', async () => {
    const order = await placedOrder(t.db, { status: 'O', paymentStatus: 'U' });
    const first = order.itemIds[0]!;
    const _id = order.id;
    const paid = await post('admin_order_paid', { _id, reference: 'Bank transfer 42' });
    expectDocumented('POST /admin_order_paid', paid);
    expect(paid.body.order).toMatchObject({
      payments: [{ provider: 'MANUAL', reference: 'Bank transfer 42' }],
    });
    expectDocumented(
      'POST /admin_ship_item',
      await post('admin_ship_item', { _id, itemId: first, trackingNo: 'T 1' }),
    );
    expectDocumented(
      'POST /admin_return_item',
      await post('admin_return_item', { _id, itemId: first, reason: 'Too small' }),
    );
    expectDocumented('GET /admin_orders', await t.get('/api/admin_orders?filter=R', admin.headers));
    expectDocumented(
      'POST /admin_receive_item',
      await post('admin_receive_item', { _id, itemId: first }),
    );
    expectDocumented(
      'POST /admin_ship_order',
      await post('admin_ship_order', { _id, trackingNo: 'T 2', shipperId: null }),
    );
    expectDocumented('POST /admin_complete_order', await post('admin_complete_order', { _id }));
    const shown = await t.get(`/api/admin_order?_id=${_id}`, admin.headers);
    expectDocumented('GET /admin_order', shown);
    expect(shown.body.order).toMatchObject({ status: 'C', parcels: [{}, {}] });
    expectDocumented(
      'GET /admin_customer',
      await t.get(`/api/admin_customer?_id=${order.customer.id}`, admin.headers),
    );
    expectDocumented('GET /admin_orders', await t.get('/api/admin_orders?sort=3', admin.headers));
  });

  it('an order cancelled, reopened and weighed', async () => {
    const order = await placedOrder(t.db);
    const _id = order.id;
    expectDocumented(
      'POST /admin_cancel_order',
      await post('admin_cancel_order', { _id, reason: 'Asked' }),
    );
    expectDocumented('POST /admin_reopen_order', await post('admin_reopen_order', { _id }));
    const itemId = order.itemIds[0]!;
    await t.db
      .update(orderItems)
      .set({ sellBy: 'w', weighed: false, unitPrice: 2000, productWeight: 0 })
      .where(eq(orderItems.id, itemId));
    const weighed = await t.send(
      'PUT',
      '/api/admin_orders',
      { _id, items: [{ _id: itemId, productWeight: 1500 }] },
      admin.headers,
    );
    expectDocumented('PUT /admin_orders', weighed);
  });
});
