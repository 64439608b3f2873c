import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDataExport } from '../../src/server/account/data-export-answer';
import { confirmAccountSubscription } from '../../src/server/customers/account-newsletter';
import {
  authSessions,
  customers,
  customerTokens,
  mailQueue,
  messages,
  orderEvents,
  shipments,
  orderItems,
  orders,
  payments,
  returns,
} from '../../src/server/db/schema';
import { changedTables, databaseFingerprint } from '../support/db-fingerprint';
import { daysAgo, insertOrder, pickProducts, type InsertedOrder } from '../support/orders';
import { expectDocumented, expectTyped } from '../support/documented-answer';
import { createTestApp, signedInAs, type JsonResponse, type TestApp } from '../support/test-app';
import { activeAccount, freshIp, newAccount, session, signIn, signUp } from './accounts-support';

/*
 * The issue: "a customer can download their data and delete their account (orders kept for the
 * accounts, personal data removed)". A is the customer who exercises both rights, B another
 * customer whose data must never show up in A's file nor change when A leaves.
 */

let t: TestApp;
const stamp = randomBytes(4).toString('hex');

/** Words only A's data holds, so a search of the whole database can tell whether A is gone. */
const A_TEXT = {
  firstName: `Zerlina${stamp}`,
  lastName: `Quaglietti${stamp}`,
  phone: `+39 333 ${String(parseInt(stamp, 16)).padStart(10, '7')}`,
  street: `Via Segreta ${stamp}`,
  review: `Lovely bag ${stamp}`,
  reason: `Too small ${stamp}`,
  message: `Where is my parcel ${stamp}?`,
  deliveryNote: `Left with the porter, ${stamp}`,
};

type Account = Awaited<ReturnType<typeof activeAccount>>;
type Caller = Awaited<ReturnType<typeof signedInAs>>;

let a: Account;
let aHeaders: Record<string, string>;
let aToken: string;
let b: Caller;
let shipped: InsertedOrder;
let cancelled: InsertedOrder;
let cartWithoutPayment: InsertedOrder;
let cartWithPayment: InsertedOrder;
let bOrder: InsertedOrder;
let providerId: string;

const B_STREET = `Via Altrui ${stamp}`;
const B_MESSAGE = `A question from B ${stamp}`;

const addressOf = (name: string, email: string, street: string, phone: string) => ({
  addrName: name,
  addrEmail: email,
  addrTel: phone,
  addrLine1: street,
  addrCity: 'Roma',
  addrCode: '00100',
  addrCountry: 'IT',
});

const deleteAccount = (password: unknown, headers: Record<string, string>) =>
  t.send('POST', '/api/delete_account', { password }, { ...freshIp(), ...headers });

beforeAll(async () => {
  t = await createTestApp();
  a = await activeAccount(t, {
    firstName: A_TEXT.firstName,
    lastName: A_TEXT.lastName,
    subscribe: true,
  });
  ({ token: aToken, headers: aHeaders } = await session(t, a.userName, a.password));
  b = await signedInAs(t.db, 'C');
  const [product, other] = await pickProducts(t.db, 2);
  if (!product || !other) throw new Error('no products');

  // A: an address, a wishlist entry, a shipped and paid order (with its provider payment), a
  // review and a return of it, a cancelled order, two carts, a contact message, the newsletter
  // and a wrong password counted by the sign-in throttle.
  const aName = `${A_TEXT.firstName} ${A_TEXT.lastName}`;
  const saved = await t.send(
    'POST',
    '/api/addressbook',
    { address: addressOf(aName, a.userName, A_TEXT.street, A_TEXT.phone) },
    aHeaders,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect((await t.send('POST', '/api/wishlist', { sku: other.sku }, aHeaders)).status).toBe(200);
  const customer = { id: a.id, email: a.userName };
  shipped = await insertOrder(t.db, {
    customer,
    status: 'S',
    lines: [
      { product, quantity: 2, shippedDate: daysAgo(2) },
      { product: other, shippedDate: daysAgo(2) },
    ],
  });
  cancelled = await insertOrder(t.db, {
    customer,
    status: 'Z',
    paymentStatus: 'U',
    lines: [{ product: other }],
  });
  cartWithoutPayment = await insertOrder(t.db, {
    customer,
    placedAt: null,
    status: 'O',
    paymentStatus: 'U',
    lines: [{ product }],
  });
  cartWithPayment = await insertOrder(t.db, {
    customer,
    placedAt: null,
    status: 'O',
    paymentStatus: 'U',
    lines: [{ product: other }],
  });
  const personal = {
    addrName: aName,
    addrTel: A_TEXT.phone,
    addrLine1: A_TEXT.street,
    addrComments: `Ring twice ${A_TEXT.lastName}`,
  };
  await t.db
    .update(orders)
    .set(personal)
    .where(
      inArray(orders.id, [shipped.id, cancelled.id, cartWithoutPayment.id, cartWithPayment.id]),
    );
  providerId = `pi_${stamp}`;
  await t.db.insert(payments).values([
    {
      orderId: shipped.id,
      provider: 'STRIPE',
      providerId,
      amount: 1000,
      status: 'succeeded',
      raw: { client_secret: `${providerId}_secret_${stamp}` },
    },
    {
      orderId: cartWithPayment.id,
      provider: 'STRIPE',
      providerId: `${providerId}_cart`,
      amount: 500,
      status: 'requires_payment_method',
    },
  ]);
  const review = await t.send(
    'POST',
    '/api/reviews',
    { review: { sku: product.sku, rating: 4, comment: A_TEXT.review } },
    aHeaders,
  );
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  const returned = await t.send(
    'PUT',
    '/api/return_item',
    {
      item: {
        orderId: shipped.id,
        itemId: shipped.itemIds[0],
        reason: A_TEXT.reason,
        policyRead: true,
      },
    },
    aHeaders,
  );
  expect(returned.status, JSON.stringify(returned.body)).toBe(200);
  // The address in another letter case: it is still A's address.
  await t.db
    .insert(messages)
    .values({ name: aName, email: a.userName.toUpperCase(), message: A_TEXT.message });
  expect((await signIn(t, a.userName, 'not-the-password')).status).toBe(401);
  // Mails about A's order waiting in the queue: A's own, and the shop's copy replying to A.
  await t.db.insert(mailQueue).values([
    {
      recipient: a.userName,
      subject: 'Your order',
      text: `${A_TEXT.street} https://shop.example/reset_password?key1=live-${stamp}`,
      html: A_TEXT.street,
    },
    {
      recipient: 'shop@example.com',
      replyTo: a.userName,
      subject: 'New order',
      text: `${aName}, ${A_TEXT.street}`,
      html: `${aName}, ${A_TEXT.street}`,
    },
  ]);

  // The shop's note on the shipment, kept in the order's history (issue 28.12).
  await t.db.insert(orderEvents).values({
    orderId: shipped.id,
    action: 'ship_order',
    details: { trackingNo: `RR${stamp}IT`, trackingComments: A_TEXT.deliveryNote },
  });
  await t.db.insert(shipments).values({
    orderId: shipped.id,
    trackingNo: `RR${stamp}IT`,
    trackingComments: A_TEXT.deliveryNote,
  });

  // B: the same kinds of data.
  await t.send(
    'POST',
    '/api/addressbook',
    { address: addressOf('Bruno Bianchi', b.email, B_STREET, '+39 02 999') },
    b.headers,
  );
  await t.send('POST', '/api/wishlist', { sku: product.sku }, b.headers);
  bOrder = await insertOrder(t.db, {
    customer: b,
    status: 'S',
    lines: [{ product, shippedDate: daysAgo(1) }],
  });
  await t.send(
    'POST',
    '/api/reviews',
    { review: { sku: product.sku, rating: 2, comment: `B's view ${stamp}` } },
    b.headers,
  );
  await confirmAccountSubscription(t.db, b.email, 'en');
  await t.db.insert(messages).values({ name: 'Bruno', email: b.email, message: B_MESSAGE });
});
afterAll(() => t.drop());

/** The file as its schema types it: the tests read it as the client would. */
type Export = CustomerDataExport;

const myData = (headers: Record<string, string>) => t.get('/api/my_data', headers);

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/**
 * Where a text occurs in the database: every text, varchar, json, jsonb and array column of
 * every table, read as text and searched without regard to letter case.
 */
async function whereInDatabase(needle: string): Promise<string[]> {
  const { rows: columns } = await t.db.$client.query<{ table: string; column: string }>(
    `select c.table_name as table, c.column_name as column
       from information_schema.columns c
       join information_schema.tables tb
         on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const { rows } = await t.db.$client.query<{ n: string }>(
      `select count(*) as n from ${quote(table)}
        where position(lower($1) in lower(${quote(column)}::text)) > 0`,
      [needle],
    );
    if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const personalTexts = () => [
  a.userName,
  a.nickName,
  A_TEXT.firstName,
  A_TEXT.lastName,
  A_TEXT.phone,
  A_TEXT.street,
  A_TEXT.review,
  A_TEXT.reason,
  A_TEXT.message,
  A_TEXT.deliveryNote,
];

describe('GET my_data', () => {
  let res: JsonResponse;
  let data: Export;
  beforeAll(async () => {
    res = await myData(aHeaders);
    data = res.body as Export;
  });

  it('is a dated JSON attachment that no cache keeps', () => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="borse-my-data-${today}.json"`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("holds the caller's profile, address book, wishlist, reviews, orders, returns and more", () => {
    expect(data.account).toMatchObject({
      id: a.id,
      userName: a.userName,
      nickName: a.nickName,
      firstName: A_TEXT.firstName,
      lastName: A_TEXT.lastName,
      userType: 'C',
      userStatus: 'A',
      subscribe: true,
    });
    expect(data.addressBook.map((entry) => entry.addrLine1)).toEqual([A_TEXT.street]);
    expect(data.wishlist).toHaveLength(1);
    expect(data.reviews.map((review) => review.comment)).toEqual([A_TEXT.review]);
    expect(data.orders.map((order) => order._id).sort()).toEqual([shipped.id, cancelled.id].sort());
    const shippedOrder = data.orders.find((order) => order._id === shipped.id)!;
    expect(shippedOrder.items.map((item) => item._id).sort()).toEqual([...shipped.itemIds].sort());
    expect(shippedOrder).toMatchObject({
      address: { addrName: expect.stringContaining(A_TEXT.lastName) },
    });
    expect(data.openCarts.map((cart) => cart._id).sort()).toEqual(
      [cartWithoutPayment.id, cartWithPayment.id].sort(),
    );
    expect(data.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: shipped.id,
          provider: 'STRIPE',
          amount: 1000,
          status: 'succeeded',
        }),
      ]),
    );
    expect(data.returns.map((entry) => entry.reason)).toEqual([A_TEXT.reason]);
    expect(data.newsletter).toMatchObject({ email: a.userName, status: 'C' });
    expect(data.contactMessages.map((message) => message.message)).toEqual([A_TEXT.message]);
    // The mails kept for A (not the shop's copy to itself), their links' keys hidden.
    expect(data.mails).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: 'Your order',
          text: `${A_TEXT.street} https://shop.example/reset_password?key1=…`,
          sentAt: null,
        }),
      ]),
    );
    expect(data.mails.map((mail) => mail.subject)).not.toContain('New order');
    expect(JSON.stringify(data.mails)).not.toContain(`live-${stamp}`);
    expect(data.sessions.filter((entry) => entry.thisSession)).toEqual([
      expect.objectContaining({ active: true, signedOutAt: null }),
    ]);
    expect(data.failedSignIns).toMatchObject({ failures: 1 });
  });

  it('is typed in the document, and the file holds exactly what it says', () => {
    expectTyped('GET /my_data');
    expectDocumented('GET /my_data', res);
  });

  it("holds nothing of another customer's", () => {
    const text = JSON.stringify(data);
    for (const theirs of [b.email, b.id, bOrder.id, B_STREET, B_MESSAGE, `B's view ${stamp}`]) {
      expect(text, theirs).not.toContain(theirs);
    }
  });

  it('holds no password hash, token, token hash, session id or provider secret', async () => {
    const text = JSON.stringify(data);
    const sessionIds = await t.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.customerId, a.id));
    const tokenHashes = await t.db
      .select({ hash: customerTokens.tokenHash })
      .from(customerTokens)
      .where(eq(customerTokens.customerId, a.id));
    const [row] = await t.db.select().from(customers).where(eq(customers.id, a.id));
    expect(sessionIds.length).toBeGreaterThan(0);
    expect(tokenHashes.length).toBeGreaterThan(0);
    for (const secret of [
      row!.passwordHash,
      'scrypt',
      a.password,
      aToken,
      providerId,
      'secret',
      ...sessionIds.map((s) => s.id),
      ...tokenHashes.map((h) => h.hash),
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(keysOf(data).filter((key) => /hash|password|secret|token|raw/i.test(key))).toEqual([]);
  });

  it("refuses another customer's token with the caller's email, and no token at all", async () => {
    const viaHeader = await myData({ authorization: `Bearer ${b.token}`, customer: a.userName });
    expect(viaHeader.status).toBe(403);
    expect(JSON.stringify(viaHeader.body)).not.toContain(a.id);
    const viaQuery = await t.get(
      `/api/my_data?email=${encodeURIComponent(a.userName)}&token=${b.token}`,
    );
    expect(viaQuery.status).toBe(403);
    expect((await myData({ customer: a.userName })).status).toBe(401);
  });

  it('gives the other customer their own data only', async () => {
    const theirs = (await myData(b.headers)).body as Export;
    expect(theirs.account).toMatchObject({ id: b.id, userName: b.email });
    expect(theirs.orders.map((order) => order._id)).toEqual([bOrder.id]);
    expect(JSON.stringify(theirs)).not.toContain(a.userName);
    expect(JSON.stringify(theirs)).not.toContain(A_TEXT.street);
  });
});

describe('POST delete_account refused', () => {
  it('with a wrong password changes nothing and keeps the session', async () => {
    const before = await databaseFingerprint(t.db, ['login_failures']);
    const res = await deleteAccount('not-my-password', aHeaders);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Your current password is incorrect!',
      fields: [{ field: 'password', message: 'Your current password is incorrect!' }],
    });
    const empty = await deleteAccount('', aHeaders);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([{ field: 'password', message: 'Enter your password!' }]);
    expect(changedTables(before, await databaseFingerprint(t.db, ['login_failures']))).toEqual([]);
    expect((await t.get('/api/customer', aHeaders)).status).toBe(200);
  });

  it("for another customer's token with the caller's email, or without a token", async () => {
    const before = await databaseFingerprint(t.db);
    const foreign = await deleteAccount(a.password, {
      authorization: `Bearer ${b.token}`,
      customer: a.userName,
    });
    expect(foreign.status).toBe(403);
    const viaQuery = await t.send(
      'POST',
      `/api/delete_account?email=${encodeURIComponent(a.userName)}&token=${b.token}`,
      { password: a.password },
    );
    expect(viaQuery.status).toBe(403);
    expect((await deleteAccount(a.password, { customer: a.userName })).status).toBe(401);
    expect(changedTables(before, await databaseFingerprint(t.db))).toEqual([]);
  });

  it('while a return is in progress, and while an order is paid but not shipped', async () => {
    const before = await databaseFingerprint(t.db, ['login_failures']);
    const res = await deleteAccount(a.password, aHeaders);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'ORDERS_IN_PROGRESS',
      message:
        'You have an order or a return in progress: your account can be deleted once it is finished',
    });
    expect(changedTables(before, await databaseFingerprint(t.db, ['login_failures']))).toEqual([]);
    expect((await t.get('/api/customer', aHeaders)).status).toBe(200);

    const buyer = await activeAccount(t);
    const buyerSession = await session(t, buyer.userName, buyer.password);
    const [product] = await pickProducts(t.db, 1);
    await insertOrder(t.db, {
      customer: { id: buyer.id, email: buyer.userName },
      status: 'P',
      lines: [{ product: product! }],
    });
    const beforePaid = await databaseFingerprint(t.db, ['login_failures']);
    const paid = await deleteAccount(buyer.password, buyerSession.headers);
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('ORDERS_IN_PROGRESS');
    expect(changedTables(beforePaid, await databaseFingerprint(t.db, ['login_failures']))).toEqual(
      [],
    );
  });

  it('for an administrator, before the password is even checked', async () => {
    const admin = await signedInAs(t.db, 'A');
    const suffix = admin.email.slice('boss-'.length, admin.email.indexOf('@'));
    const before = await databaseFingerprint(t.db);
    const res = await deleteAccount(`password-${suffix}`, admin.headers);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'ADMIN_ACCOUNT',
      message:
        "An administrator's account cannot be deleted: another administrator must first make it a customer account",
    });
    expect(changedTables(before, await databaseFingerprint(t.db))).toEqual([]);
    expect((await t.get('/api/customer', admin.headers)).status).toBe(200);
  });
});

describe('POST delete_account', () => {
  it('removes the personal data, keeps the orders for the accounts, and frees the email', async () => {
    // The return has been received: nothing is in progress any more.
    await t.db.update(returns).set({ status: 'X' }).where(eq(returns.customerId, a.id));

    // The search finds A's data where it is, so finding nothing afterwards means something.
    const foundBefore = await whereInDatabase(a.userName);
    expect(foundBefore).toEqual(
      expect.arrayContaining([
        'customers.user_name',
        'orders.customer_email',
        'addresses.addr_email',
        'messages.email',
        'newsletter_subscriptions.email',
      ]),
    );
    expect(await whereInDatabase(A_TEXT.reason)).toEqual(
      expect.arrayContaining(['returns.reason', 'order_events.details']),
    );

    const placedIds = [shipped.id, cancelled.id];
    const ordersBefore = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, placedIds))
      .orderBy(asc(orders.id));
    const itemsBefore = await t.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, placedIds))
      .orderBy(asc(orderItems.id));
    const bBefore = (await myData(b.headers)).body as Export;
    const before = await databaseFingerprint(t.db);

    const res = await deleteAccount(a.password, aHeaders);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ deleted: true });

    // Only the tables that held A's data changed: no stock, no payment, nobody else's rows.
    const changed = changedTables(before, await databaseFingerprint(t.db));
    expect(changed).not.toContain('products');
    expect(changed).not.toContain('payments');
    for (const table of changed) {
      expect([
        'addresses',
        'auth_sessions',
        'customer_tokens',
        'customers',
        'login_failures',
        'mail_queue',
        'messages',
        'newsletter_subscriptions',
        'order_events',
        'order_items',
        'orders',
        // The sign-in ceiling's count of the email (issue 28.3).
        'rate_limits',
        'returns',
        'reviews',
        'shipments',
        'wishlists',
      ]).toContain(table);
    }

    // Nothing personal of A's is left anywhere in the database (searched before the sign-in
    // below, which the throttle counts under the email, as it does for any address).
    for (const text of personalTexts()) {
      expect(await whereInDatabase(text), text).toEqual([]);
    }
    // The token stops working at once; the password signs in nowhere.
    expect((await t.get('/api/customer', aHeaders)).status).toBe(401);
    expect((await myData(aHeaders)).status).toBe(401);
    const signin = await signIn(t, a.userName, a.password);
    expect(signin.status).toBe(401);
    expect(signin.body.code).toBe('LOGIN_FAILED');

    const [row] = await t.db.select().from(customers).where(eq(customers.id, a.id));
    expect(row).toMatchObject({
      userName: `deleted-${a.id}@invalid`,
      nickName: `deleted-${a.id}`,
      firstName: '',
      lastName: '',
      userStatus: 'B',
      subscribe: false,
    });
    expect(row!.passwordHash).not.toMatch(/^scrypt\$/);

    // The placed orders stay, with their amounts, lines, dates and country.
    const ordersAfter = await t.db
      .select()
      .from(orders)
      .where(inArray(orders.id, placedIds))
      .orderBy(asc(orders.id));
    expect(ordersAfter).toHaveLength(2);
    ordersAfter.forEach((order, i) => {
      const was = ordersBefore[i]!;
      expect(order).toMatchObject({
        id: was.id,
        orderNo: was.orderNo,
        customerId: a.id,
        status: was.status,
        paymentStatus: was.paymentStatus,
        paymentType: was.paymentType,
        totalIncTax: was.totalIncTax,
        totalTax: was.totalTax,
        totalExTax: was.totalExTax,
        deliveryIncTax: was.deliveryIncTax,
        placedAt: was.placedAt,
        paidAt: was.paidAt,
        addrCountry: 'IT',
        customerEmail: '',
        addrName: '',
        addrEmail: '',
        addrTel: '',
        addrLine1: '',
        addrCity: '',
        addrCode: '',
        addrComments: '',
      });
    });
    expect(
      await t.db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, placedIds))
        .orderBy(asc(orderItems.id)),
    ).toEqual(itemsBefore);
    const [kept] = await t.db.select().from(returns).where(eq(returns.customerId, a.id));
    expect(kept).toMatchObject({ status: 'X', quantity: 2, reason: '' });
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, shipped.id), eq(orderEvents.action, 'return_requested')));
    expect(event!.details).toMatchObject({ quantity: 2 });
    expect(event!.details).not.toHaveProperty('reason');

    // A cart with nothing paid goes; one with a payment attempt stays, cancelled.
    const carts = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.customerId, a.id), isNull(orders.placedAt)));
    expect(carts).toEqual([{ id: cartWithPayment.id, status: 'Z' }]);

    // The other customer's data is exactly as it was.
    const bAfter = (await myData(b.headers)).body as Export;
    expect({ ...bAfter, exportedAt: '' }).toEqual({ ...bBefore, exportedAt: '' });

    // The email and nickname can sign up again, as a new account.
    await signUp(t, newAccount({ userName: a.userName, nickName: a.nickName }));
    const [fresh] = await t.db.select().from(customers).where(eq(customers.userName, a.userName));
    expect(fresh).toBeDefined();
    expect(fresh!.id).not.toBe(a.id);
  });

  it('cannot be repeated with the old token', async () => {
    const res = await deleteAccount(a.password, aHeaders);
    expect(res.status).toBe(401);
  });
});
