import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products, returns, shippers } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { mailsTo } from './accounts-support';
import {
  action,
  eventsOf,
  itemRows,
  orderRow,
  placedOrder,
  returnOf,
  stockOf,
  type Account,
} from './admin-orders-support';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(async () => {
  await t.drop();
});

describe('an order walked through every admin action', () => {
  it('cancels, reopens, ships item by item, returns and receives, refusing what does not fit', async () => {
    const order = await placedOrder(t.db);
    const [first, second] = order.itemIds as [string, string];
    const [p1, p2] = order.productIds as [string, string];
    const stock0 = await stockOf(t.db, order.productIds);

    // Cancel: Z, the unshipped units back in stock, the customer told.
    const cancelled = await action(t, admin, 'admin_cancel_order', {
      _id: order.id,
      reason: 'Out of season',
    });
    expect(cancelled.order).toMatchObject({ _id: order.id, status: 'Z', statusLabel: 'Cancelled' });
    const afterCancel = await orderRow(t.db, order.id);
    expect(afterCancel.status).toBe('Z');
    expect(afterCancel.cancelledAt).not.toBeNull();
    // Paid by hand (no provider payment): nothing to refund, the status stays P.
    expect(afterCancel.paymentStatus).toBe('P');
    const stock1 = await stockOf(t.db, order.productIds);
    expect(stock1.get(p1)).toBe(stock0.get(p1)! + 2);
    expect(stock1.get(p2)).toBe(stock0.get(p2)! + 1);
    const cancelMails = await mailsTo(order.customer.email);
    expect(cancelMails.map((m) => m.subject)).toContain(
      `Your order no. ${order.orderNo} has been cancelled`,
    );

    // Refusals on a cancelled order leave it as it is.
    const refused = await t.send('POST', '/api/admin_ship_order', { _id: order.id }, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_CANCELLED');
    await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: first }, 409);
    await action(t, admin, 'admin_cancel_order', { _id: order.id }, 409);
    await action(t, admin, 'admin_complete_order', { _id: order.id }, 409);
    expect((await orderRow(t.db, order.id)).status).toBe('Z');

    // Reopen: O again, the stock taken again.
    const reopened = await action(t, admin, 'admin_reopen_order', { _id: order.id });
    expect(reopened.order).toMatchObject({ status: 'O', cancelledAt: null });
    expect(await stockOf(t.db, order.productIds)).toEqual(stock0);
    const again = await t.send('POST', '/api/admin_reopen_order', { _id: order.id }, admin.headers);
    expect(again.body.code).toBe('ORDER_ALREADY_OPEN');

    // Ship one item: the order waits for the other.
    const one = await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: first });
    expect(one.order).toMatchObject({ status: 'O' });
    const items = await itemRows(t.db, order.id);
    expect(items.get(first)).toMatchObject({ status: 'S', shipped: true });
    expect(items.get(first)!.shippedDate).not.toBeNull();
    expect(items.get(second)).toMatchObject({ status: 'O', shipped: false });
    const partly = await t.send(
      'POST',
      '/api/admin_cancel_order',
      { _id: order.id },
      admin.headers,
    );
    expect(partly.body.code).toBe('ORDER_PARTLY_SHIPPED');
    const twice = await t.send(
      'POST',
      '/api/admin_ship_item',
      { _id: order.id, itemId: first },
      admin.headers,
    );
    expect(twice.body.code).toBe('ITEM_ALREADY_SHIPPED');

    // The last item ships the order, and the customer is told once.
    const mailsBefore = (await mailsTo(order.customer.email)).length;
    await action(t, admin, 'admin_ship_item', { _id: order.id, itemId: second });
    const shipped = await orderRow(t.db, order.id);
    expect(shipped.status).toBe('S');
    expect(shipped.shippedAt).not.toBeNull();
    const shippedMails = await mailsTo(order.customer.email);
    expect(shippedMails.length).toBe(mailsBefore + 1);
    expect(shippedMails.map((m) => m.subject)).toContain(
      `Your order no. ${order.orderNo} has shipped`,
    );
    const shippedCancel = await t.send(
      'POST',
      '/api/admin_cancel_order',
      { _id: order.id },
      admin.headers,
    );
    expect(shippedCancel.body.code).toBe('ORDER_SHIPPED');
    const shippedReopen = await t.send(
      'POST',
      '/api/admin_reopen_order',
      { _id: order.id },
      admin.headers,
    );
    expect(shippedReopen.body.code).toBe('ORDER_SHIPPED');

    // Returns: receive needs a mark first; the shop's own return is authorised at once.
    const unmarked = await t.send(
      'POST',
      '/api/admin_receive_item',
      { _id: order.id, itemId: first },
      admin.headers,
    );
    expect(unmarked.status).toBe(409);
    expect(unmarked.body.code).toBe('ITEM_NOT_MARKED');
    await action(t, admin, 'admin_return_item', { _id: order.id, itemId: first });
    expect((await itemRows(t.db, order.id)).get(first)!.status).toBe('R');
    expect(await returnOf(t.db, first)).toMatchObject({
      status: 'A',
      quantity: 2,
      reason: 'Marked for return by the shop',
      customerId: order.customer.id,
    });
    const marked = await t.send(
      'POST',
      '/api/admin_return_item',
      { _id: order.id, itemId: first },
      admin.headers,
    );
    expect(marked.body.code).toBe('ITEM_ALREADY_RETURNED');

    const stock2 = await stockOf(t.db, order.productIds);
    const received = await action(t, admin, 'admin_receive_item', { _id: order.id, itemId: first });
    const receivedItem = (
      received.order as { items: { _id: string; status: string }[] }
    ).items.find((item) => item._id === first);
    expect(receivedItem?.status).toBe('X');
    const request = await returnOf(t.db, first);
    expect(request?.status).toBe('X');
    expect(request?.receivedAt).not.toBeNull();
    expect((await stockOf(t.db, [p1])).get(p1)).toBe(stock2.get(p1)! + 2);
    const receivedAgain = await t.send(
      'POST',
      '/api/admin_receive_item',
      { _id: order.id, itemId: first },
      admin.headers,
    );
    expect(receivedAgain.body.code).toBe('ITEM_NOT_MARKED');

    const subjects = (await mailsTo(order.customer.email)).map((m) => m.subject);
    expect(subjects).toContain(`Return authorised for order no. ${order.orderNo}`);
    expect(subjects).toContain(`We have received your return (order no. ${order.orderNo})`);

    // Every change is in the order's events, by this administrator.
    const events = await eventsOf(t.db, order.id);
    expect(events.map((e) => e.action).sort()).toEqual(
      ['cancel', 'reopen', 'ship_item', 'ship_item', 'return_authorised', 'return_received'].sort(),
    );
    expect(events.every((e) => e.actorId === admin.id)).toBe(true);
    const detail = await t.get(`/api/admin_order?_id=${order.id}`, admin.headers);
    const shownEvents = (detail.body.order as { events: { action: string; by: string }[] }).events;
    expect(shownEvents[0]).toMatchObject({ action: 'return_received', by: admin.email });
  });
});

describe('payment and shipping', () => {
  it('refuses to ship an unpaid order, marks it paid, then ships it with tracking (Italian mail)', async () => {
    const order = await placedOrder(t.db, { status: 'O', paymentStatus: 'U', lng: 'it' });
    const unpaid = await t.send('POST', '/api/admin_ship_order', { _id: order.id }, admin.headers);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('ORDER_UNPAID');

    const paid = await action(t, admin, 'admin_order_paid', {
      _id: order.id,
      reference: 'Bank transfer 42',
    });
    expect(paid.order).toMatchObject({ status: 'P', paymentStatus: 'P' });
    expect((await orderRow(t.db, order.id)).paidAt).not.toBeNull();
    const paidTwice = await t.send(
      'POST',
      '/api/admin_order_paid',
      { _id: order.id },
      admin.headers,
    );
    expect(paidTwice.body.code).toBe('ORDER_ALREADY_PAID');
    const events = await eventsOf(t.db, order.id);
    expect(events.find((e) => e.action === 'mark_paid')?.details).toEqual({
      reference: 'Bank transfer 42',
      method: 'bank_transfer',
      amount: (await orderRow(t.db, order.id)).totalIncTax,
    });

    const [shipper] = await t.db
      .insert(shippers)
      .values({
        name: `Corriere ${order.orderNo}`,
        trackingUrl: 'https://track.example/{trackingNo}',
      })
      .returning({ id: shippers.id });
    await action(t, admin, 'admin_ship_order', {
      _id: order.id,
      trackingNo: 'TRK 123',
      trackingComments: 'Ring twice',
      shipperId: shipper!.id,
    });
    const row = await orderRow(t.db, order.id);
    expect(row).toMatchObject({
      status: 'S',
      trackingNo: 'TRK 123',
      trackingComments: 'Ring twice',
      shipperId: shipper!.id,
    });
    const items = [...(await itemRows(t.db, order.id)).values()];
    expect(items.every((item) => item.shipped && item.status === 'S')).toBe(true);
    const mail = (await mailsTo(order.customer.email)).find((m) =>
      m.subject.includes('è stato spedito'),
    );
    expect(mail?.subject).toBe(`Il tuo ordine n. ${order.orderNo} è stato spedito`);
    expect(mail?.text).toContain('TRK 123');
    expect(mail?.text).toContain('https://track.example/TRK%20123');

    const badShipper = await t.send(
      'POST',
      '/api/admin_ship_order',
      { _id: order.id, shipperId: 'x' },
      admin.headers,
    );
    expect(badShipper.status).toBe(400);
  });

  it('completes an unpaid order with a payment link, and a paid one with a thank-you', async () => {
    const unpaid = await placedOrder(t.db, { status: 'O', paymentStatus: 'U' });
    const done = await action(t, admin, 'admin_complete_order', { _id: unpaid.id });
    expect(done.order).toMatchObject({
      status: 'C',
      paymentStatus: 'U',
      statusLabel: 'Complete/Unpaid',
      amountPaid: 0,
    });
    const row = await orderRow(t.db, unpaid.id);
    expect(row.paymentRequestedAt).not.toBeNull();
    expect((done.order as { amountDue: number }).amountDue).toBe(row.totalIncTax);
    const request = (await mailsTo(unpaid.customer.email)).find((m) =>
      m.subject.startsWith('Payment for order'),
    );
    expect(request?.text).toContain(`/pay?order=${unpaid.id}&key=`);
    const twice = await t.send(
      'POST',
      '/api/admin_complete_order',
      { _id: unpaid.id },
      admin.headers,
    );
    expect(twice.body.code).toBe('ORDER_ALREADY_COMPLETE');

    const paid = await placedOrder(t.db, { lng: 'it' });
    const paidDone = await action(t, admin, 'admin_complete_order', { _id: paid.id });
    expect(paidDone.order).toMatchObject({ status: 'C', statusLabel: 'Complete/Paid' });
    expect((await orderRow(t.db, paid.id)).paymentRequestedAt).toBeNull();
    const subjects = (await mailsTo(paid.customer.email)).map((m) => m.subject);
    expect(subjects).toContain(`Il tuo ordine n. ${paid.orderNo} è completo`);
  });
});

describe('stock on reopening', () => {
  it('refuses to reopen a cancelled order whose stock is gone, taking nothing', async () => {
    const order = await placedOrder(t.db);
    await action(t, admin, 'admin_cancel_order', { _id: order.id });
    const [, p2] = order.productIds as [string, string];
    const [product] = await t.db.select().from(products).where(eq(products.id, p2));
    await t.db.update(products).set({ inStock: product!.minStock }).where(eq(products.id, p2));
    const before = await stockOf(t.db, order.productIds);
    const res = await t.send('POST', '/api/admin_reopen_order', { _id: order.id }, admin.headers);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('STOCK_NEEDED');
    expect(await stockOf(t.db, order.productIds)).toEqual(before);
    expect((await orderRow(t.db, order.id)).status).toBe('Z');
  });
});

describe('returns the customer asked for', () => {
  it("authorises the customer's request with its quantity", async () => {
    const order = await placedOrder(t.db, { status: 'S' });
    const itemId = order.itemIds[0]!;
    await t.db
      .update(orderItems)
      .set({ shipped: true, shippedDate: new Date(), status: 'S' })
      .where(eq(orderItems.orderId, order.id));
    await t.db.insert(returns).values({
      orderId: order.id,
      orderItemId: itemId,
      customerId: order.customer.id,
      quantity: 1,
      reason: 'Too small',
      policyRead: true,
      status: 'R',
    });
    const tooMany = await t.send(
      'POST',
      '/api/admin_return_item',
      { _id: order.id, itemId, quantity: 3 },
      admin.headers,
    );
    expect(tooMany.status).toBe(400);
    await action(t, admin, 'admin_return_item', { _id: order.id, itemId });
    expect(await returnOf(t.db, itemId)).toMatchObject({
      status: 'A',
      quantity: 1,
      reason: 'Too small',
    });
    const stock = await stockOf(t.db, [order.productIds[0]!]);
    await action(t, admin, 'admin_receive_item', { _id: order.id, itemId });
    expect((await stockOf(t.db, [order.productIds[0]!])).get(order.productIds[0]!)).toBe(
      stock.get(order.productIds[0]!)! + 1,
    );
  });

  it('refuses to mark an unshipped item for return', async () => {
    const order = await placedOrder(t.db);
    const res = await t.send(
      'POST',
      '/api/admin_return_item',
      { _id: order.id, itemId: order.itemIds[0] },
      admin.headers,
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ITEM_NOT_SHIPPED');
  });
});
