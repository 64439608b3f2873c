import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, shipments, shippers } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { mailsTo } from './accounts-support';
import { action, itemRows, placedOrder, type Account } from './admin-orders-support';

/*
 * Issue 26.3: each parcel (one item, or the rest of the order) has its own carrier, tracking
 * number and mail, and the customer's orders show each one.
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

interface ParcelAnswer {
  _id: string | null;
  carrier: string;
  trackingNo: string;
  trackingComments: string;
  trackingLink: string;
  shippedAt: string | null;
  itemIds: string[];
}

async function newShipper(name: string) {
  const [row] = await t.db
    .insert(shippers)
    .values({ name, trackingUrl: 'https://track.example/{trackingNo}' })
    .returning({ id: shippers.id });
  return row!.id;
}

/** The order an admin action answers, as far as parcels go. */
interface ShippedOrder {
  status: string;
  parcels: ParcelAnswer[];
}

/** The customer's orders as GET orders answers them, by id. */
async function customerOrders(customer: Account) {
  const res = await t.get('/api/orders', customer.headers);
  expect(res.status).toBe(200);
  const list = res.body.orders as { _id: string; parcels: ParcelAnswer[] }[];
  return new Map(list.map((order) => [order._id, order]));
}

describe('one parcel per shipment', () => {
  it('ships one item, then the rest, each with its own tracking, mail and parcel', async () => {
    const order = await placedOrder(t.db, { lines: 3 });
    const items = await itemRows(t.db, order.id);
    const [first, ...rest] = [...items.values()].sort((a, b) => a.name.localeCompare(b.name));
    const dhl = await newShipper(`DHL ${order.orderNo}`);
    const ups = await newShipper(`UPS ${order.orderNo}`);

    // One item: a shipment with that item alone, the order still waiting for the rest.
    const one = (
      await action(t, admin, 'admin_ship_item', {
        _id: order.id,
        itemId: first!.id,
        shipperId: dhl,
        trackingNo: 'DHL 111',
        trackingComments: 'Fragile',
      })
    ).order as ShippedOrder;
    expect(one.status).toBe('P');
    expect(one.parcels).toEqual([
      expect.objectContaining({
        carrier: `DHL ${order.orderNo}`,
        trackingNo: 'DHL 111',
        trackingComments: 'Fragile',
        trackingLink: 'https://track.example/DHL%20111',
        itemIds: [first!.id],
      }),
    ]);
    const firstParcel = await t.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(firstParcel).toHaveLength(1);
    expect(firstParcel[0]).toMatchObject({ shipperId: dhl, trackingNo: 'DHL 111' });
    expect((await itemRows(t.db, order.id)).get(first!.id)?.shipmentId).toBe(firstParcel[0]!.id);

    const afterOne = await mailsTo(order.customer.email);
    expect(afterOne).toHaveLength(1);
    expect(afterOne[0]!.subject).toBe(`Part of your order no. ${order.orderNo} has shipped`);
    expect(afterOne[0]!.text).toContain(`${first!.quantity} × ${first!.name}`);
    expect(afterOne[0]!.text).toContain('Tracking number: DHL 111');
    expect(afterOne[0]!.text).toContain(`Carrier: DHL ${order.orderNo}`);
    for (const other of rest) expect(afterOne[0]!.text).not.toContain(other.name);

    // The rest: a second parcel with the other items, a second mail, the order shipped.
    const all = (
      await action(t, admin, 'admin_ship_order', {
        _id: order.id,
        shipperId: ups,
        trackingNo: 'UPS 222',
      })
    ).order as ShippedOrder;
    expect(all.status).toBe('S');
    const mails = await mailsTo(order.customer.email);
    expect(mails).toHaveLength(2);
    const second = mails.find((mail) => mail !== afterOne[0] && mail.text.includes('UPS 222'));
    expect(second?.subject).toBe(`Your order no. ${order.orderNo} has shipped`);
    for (const other of rest) expect(second?.text).toContain(other.name);
    expect(second?.text).not.toContain(first!.name);
    expect(second?.text).not.toContain('DHL 111');

    // The customer sees both parcels, each with its own items and tracking.
    const mine = (await customerOrders(order.customer)).get(order.id);
    expect(mine?.parcels.map((p) => [p.carrier, p.trackingNo, [...p.itemIds].sort()])).toEqual([
      [`DHL ${order.orderNo}`, 'DHL 111', [first!.id]],
      [`UPS ${order.orderNo}`, 'UPS 222', rest.map((item) => item.id).sort()],
    ]);
    expect(mine?.parcels.every((p) => p._id !== null && p.shippedAt !== null)).toBe(true);

    // Another customer sees neither the order nor its parcels.
    const stranger = await signedInAs(t.db, 'C');
    const theirs = await t.get('/api/orders', stranger.headers);
    expect(theirs.status).toBe(200);
    expect(JSON.stringify(theirs.body)).not.toContain('DHL 111');
    expect((await customerOrders(stranger)).has(order.id)).toBe(false);
  });

  it('mails an Italian customer in Italian with the Italian name of the item', async () => {
    const order = await placedOrder(t.db, { lines: 2, lng: 'it' });
    const [item] = [...(await itemRows(t.db, order.id)).values()];
    await action(t, admin, 'admin_ship_item', {
      _id: order.id,
      itemId: item!.id,
      trackingNo: 'BRT 9',
    });
    const [mail] = await mailsTo(order.customer.email);
    expect(mail?.subject).toBe(`Parte del tuo ordine n. ${order.orderNo} è stata spedita`);
    expect(mail?.text).toContain('In questo pacco:');
    expect(mail?.text).toContain(`× ${item!.itaName || item!.name}`);
    expect(mail?.text).toContain('Numero di spedizione: BRT 9');
  });

  it('refuses a carrier that does not exist and ships nothing', async () => {
    const order = await placedOrder(t.db, { lines: 1 });
    const res = await t.send(
      'POST',
      '/api/admin_ship_item',
      { _id: order.id, itemId: order.itemIds[0], shipperId: 999_999 },
      admin.headers,
    );
    expect(res.status).toBe(400);
    expect((await itemRows(t.db, order.id)).get(order.itemIds[0]!)?.shipped).toBe(false);
    expect(await mailsTo(order.customer.email)).toHaveLength(0);
  });

  it('shows an order shipped before parcels were kept as one parcel with its tracking', async () => {
    const order = await placedOrder(t.db, { lines: 2, status: 'S' });
    const shipper = await newShipper(`Poste ${order.orderNo}`);
    await t.db
      .update(orderItems)
      .set({ shipped: true, shippedDate: new Date(), status: 'S' })
      .where(eq(orderItems.orderId, order.id));
    await t.db
      .update(orders)
      .set({ trackingNo: 'OLD 1', shipperId: shipper, shippedAt: new Date() })
      .where(eq(orders.id, order.id));
    const mine = (await customerOrders(order.customer)).get(order.id);
    expect(mine?.parcels).toEqual([
      expect.objectContaining({
        _id: null,
        carrier: `Poste ${order.orderNo}`,
        trackingNo: 'OLD 1',
        itemIds: expect.arrayContaining(order.itemIds),
      }),
    ]);
  });
});
