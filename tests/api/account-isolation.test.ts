import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  orderEvents,
  orderItems,
  returns,
  reviews,
  wishlists,
} from '../../src/server/db/schema';
import {
  daysAgo,
  insertOrder,
  pickProducts,
  type InsertedOrder,
  type ProductRow,
} from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

/*
 * The issue: "API tests prove that a customer can never read or change another customer's
 * addresses, wishlist, reviews, orders or returns (try every such call with another customer's
 * token and email)". A is the victim, B the other customer.
 */

type Customer = Awaited<ReturnType<typeof signedInAs>>;

let t: TestApp;
let a: Customer;
let b: Customer;
let aProduct: ProductRow;
let bProduct: ProductRow;
let aOrder: InsertedOrder;
let bOrder: InsertedOrder;
let aAddressId: string;

const address = (city: string) => ({
  addrName: 'Someone',
  addrEmail: 'someone@example.com',
  addrTel: '0612345678',
  addrLine1: 'Street 1',
  addrCity: city,
  addrCode: '12345',
});

beforeAll(async () => {
  t = await createTestApp();
  a = await signedInAs(t.db, 'C');
  b = await signedInAs(t.db, 'C');
  [aProduct, bProduct] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];

  const saved = await t.send('POST', '/api/addressbook', { address: address('A-town') }, a.headers);
  aAddressId = (saved.body.addressBook as { _id: string }[])[0]!._id;
  await t.send('POST', '/api/wishlist', { sku: aProduct.sku }, a.headers);
  aOrder = await insertOrder(t.db, {
    customer: a,
    status: 'S',
    lines: [
      { product: aProduct, shippedDate: daysAgo(2) },
      { product: bProduct, shippedDate: daysAgo(2) },
    ],
  });
  await t.send(
    'POST',
    '/api/reviews',
    { review: { sku: aProduct.sku, rating: 5, comment: 'Mine' } },
    a.headers,
  );
  await t.send(
    'PUT',
    '/api/return_item',
    {
      item: { orderId: aOrder.id, itemId: aOrder.itemIds[0], reason: 'A reason', policyRead: true },
    },
    a.headers,
  );

  await t.send('POST', '/api/addressbook', { address: address('B-town') }, b.headers);
  await t.send('POST', '/api/wishlist', { sku: bProduct.sku }, b.headers);
  bOrder = await insertOrder(t.db, {
    customer: b,
    status: 'S',
    lines: [{ product: bProduct, shippedDate: daysAgo(1) }],
  });
  await t.send(
    'POST',
    '/api/reviews',
    { review: { sku: bProduct.sku, rating: 3, comment: 'Theirs' } },
    b.headers,
  );
  await t.send(
    'PUT',
    '/api/return_item',
    {
      item: { orderId: bOrder.id, itemId: bOrder.itemIds[0], reason: 'B reason', policyRead: true },
    },
    b.headers,
  );
});
afterAll(() => t.drop());

/** Everything of A's that a call could change. */
async function snapshotOfA() {
  const itemIds = aOrder.itemIds;
  return {
    addresses: await t.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, a.id))
      .orderBy(asc(addresses.id)),
    wishlists: await t.db
      .select()
      .from(wishlists)
      .where(eq(wishlists.customerId, a.id))
      .orderBy(asc(wishlists.id)),
    reviews: await t.db
      .select()
      .from(reviews)
      .where(eq(reviews.customerId, a.id))
      .orderBy(asc(reviews.id)),
    items: await t.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.id, itemIds))
      .orderBy(asc(orderItems.id)),
    returns: await t.db
      .select()
      .from(returns)
      .where(inArray(returns.orderItemId, itemIds))
      .orderBy(asc(returns.id)),
    events: await t.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderItemId, itemIds))
      .orderBy(asc(orderEvents.id)),
  };
}

/** Every customer-data call, as A would make it (A's ids in the bodies). */
function callsOnA(): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown }[] {
  return [
    { method: 'GET', path: '/api/addressbook' },
    {
      method: 'POST',
      path: '/api/addressbook',
      body: { address: { ...address('Hijacked'), _id: aAddressId } },
    },
    { method: 'DELETE', path: '/api/addressbook', body: { address: { _id: aAddressId } } },
    { method: 'DELETE', path: `/api/addressbook?id=${aAddressId}` },
    { method: 'GET', path: '/api/wishlist' },
    { method: 'POST', path: '/api/wishlist', body: { sku: bProduct.sku } },
    { method: 'DELETE', path: '/api/wishlist', body: { sku: aProduct.sku } },
    { method: 'GET', path: '/api/reviews' },
    {
      method: 'POST',
      path: '/api/reviews',
      body: { review: { sku: aProduct.sku, rating: 1, comment: 'Hijacked' } },
    },
    { method: 'GET', path: '/api/orders' },
    {
      method: 'PUT',
      path: '/api/return_item',
      body: {
        item: {
          orderId: aOrder.id,
          itemId: aOrder.itemIds[1],
          reason: 'Hijacked',
          policyRead: true,
        },
      },
    },
    { method: 'GET', path: '/api/returns' },
    { method: 'GET', path: '/api/my_data' },
    // The password is not A's: the call must be refused before it is even checked.
    { method: 'POST', path: '/api/delete_account', body: { password: 'not-checked' } },
  ];
}

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return method === 'GET' ? t.get(path, headers) : t.send(method, path, body ?? {}, headers);
}

describe('the setting', () => {
  it('gives the owner one of everything for the other customer to go after', async () => {
    const data = await snapshotOfA();
    expect(data.addresses).toHaveLength(1);
    expect(data.wishlists).toHaveLength(1);
    expect(data.reviews).toHaveLength(1);
    expect(data.items).toHaveLength(2);
    expect(data.returns).toHaveLength(1);
    expect(data.events).toHaveLength(1);
  });
});

describe("another customer's token with the owner's email", () => {
  it('is refused (403) on every customer-data call, and nothing of the owner changes', async () => {
    const before = await snapshotOfA();
    for (const { method, path, body } of callsOnA()) {
      const viaHeader = await call(method, path, body, {
        authorization: `Bearer ${b.token}`,
        customer: a.email,
      });
      expect(viaHeader.status, `${method} ${path}`).toBe(403);
      expect(viaHeader.body.code).toBe('FORBIDDEN');
      const separator = path.includes('?') ? '&' : '?';
      const viaQuery = await call(
        method,
        `${path}${separator}email=${encodeURIComponent(a.email)}&token=${b.token}`,
        body,
        {},
      );
      expect(viaQuery.status, `${method} ${path} (query)`).toBe(403);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('needs a token at all (401) on every call', async () => {
    for (const { method, path, body } of callsOnA()) {
      const res = await call(method, path, body, { customer: a.email });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("another customer's own token and email aimed at the owner's rows", () => {
  it("cannot update or delete the owner's address (404, as for a missing one)", async () => {
    const before = await snapshotOfA();
    const update = await t.send(
      'POST',
      '/api/addressbook',
      { address: { ...address('Hijacked'), _id: aAddressId } },
      b.headers,
    );
    expect(update.status).toBe(404);
    const byBody = await t.send(
      'DELETE',
      '/api/addressbook',
      { address: { _id: aAddressId } },
      b.headers,
    );
    expect(byBody.status).toBe(404);
    const byQuery = await t.send(
      'DELETE',
      `/api/addressbook?id=${aAddressId}`,
      undefined,
      b.headers,
    );
    expect(byQuery.status).toBe(404);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("cannot remove the owner's wishlist entry", async () => {
    const before = await snapshotOfA();
    const res = await t.send('DELETE', '/api/wishlist', { sku: aProduct.sku }, b.headers);
    expect(res.status).toBe(404);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("cannot review on the strength of the owner's purchase, nor touch the owner's review", async () => {
    const before = await snapshotOfA();
    const review = { sku: aProduct.sku, rating: 1, comment: 'Hijacked' };
    const res = await t.send('POST', '/api/reviews', { review, customerId: a.id }, b.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'REVIEW_NEEDS_PURCHASE',
      message: 'You must have purchased the item to add a review!',
    });
    // The owner's email in the body is a credential (spec 6, issue 19): naming someone other
    // than the token's owner is refused, as in the customer header.
    const named = await t.send(
      'POST',
      '/api/reviews',
      { review, customerId: a.id, email: a.email },
      b.headers,
    );
    expect(named.status).toBe(403);
    expect(named.body.code).toBe('FORBIDDEN');
    expect(await snapshotOfA()).toEqual(before);
  });

  it("cannot return the owner's order item, however the ids are mixed", async () => {
    const before = await snapshotOfA();
    for (const [orderId, itemId] of [
      [aOrder.id, aOrder.itemIds[1]],
      [bOrder.id, aOrder.itemIds[1]],
      [aOrder.id, bOrder.itemIds[0]],
    ]) {
      const res = await t.send(
        'PUT',
        '/api/return_item',
        { item: { orderId, itemId, reason: 'Hijacked', policyRead: true }, customerId: a.id },
        b.headers,
      );
      expect(res.status, `${orderId} ${itemId}`).toBe(404);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it('reads back only its own rows on every GET', async () => {
    const ids = (list: unknown) => (list as { _id: string }[]).map((entry) => entry._id);
    const own = {
      addresses: ids(
        await t.db
          .select({ _id: addresses.id })
          .from(addresses)
          .where(eq(addresses.customerId, b.id)),
      ),
      wishlists: ids(
        await t.db
          .select({ _id: wishlists.id })
          .from(wishlists)
          .where(eq(wishlists.customerId, b.id)),
      ),
      reviews: ids(
        await t.db.select({ _id: reviews.id }).from(reviews).where(eq(reviews.customerId, b.id)),
      ),
      returns: ids(
        await t.db.select({ _id: returns.id }).from(returns).where(eq(returns.customerId, b.id)),
      ),
    };
    expect(Object.values(own).every((list) => list.length === 1)).toBe(true);

    expect(ids((await t.get('/api/addressbook', b.headers)).body.addressBook)).toEqual(
      own.addresses,
    );
    expect(ids((await t.get('/api/wishlist', b.headers)).body.wishlists)).toEqual(own.wishlists);
    expect(ids((await t.get('/api/reviews', b.headers)).body.reviews)).toEqual(own.reviews);
    expect(ids((await t.get('/api/returns', b.headers)).body.returns)).toEqual(own.returns);
    const orders = (await t.get('/api/orders', b.headers)).body.orders as {
      _id: string;
      items: { _id: string }[];
    }[];
    expect(orders.map((order) => order._id)).toEqual([bOrder.id]);
    expect(orders.flatMap((order) => order.items.map((item) => item._id))).toEqual(bOrder.itemIds);

    // And the owner still sees exactly theirs.
    expect(ids((await t.get('/api/addressbook', a.headers)).body.addressBook)).toEqual([
      aAddressId,
    ]);
    expect((await t.get('/api/orders', a.headers)).body.orders).toEqual([
      expect.objectContaining({ _id: aOrder.id }),
    ]);
    expect(
      ((await t.get('/api/returns', a.headers)).body.returns as { reason: string }[]).map(
        (r) => r.reason,
      ),
    ).toEqual(['A reason']);
  });
});
