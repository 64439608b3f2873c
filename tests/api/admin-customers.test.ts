import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, customers } from '../../src/server/db/schema';
import { daysAgo, insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let products: ProductRow[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  products = await pickProducts(t.db, 2);
});
afterAll(() => t.drop());

interface CustomerListRow {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  nickName: string;
  userType: string;
  userStatus: string;
  lng: string;
  createdAt: string;
  orders: number;
  spent: number;
}

interface OrderRow {
  _id: string;
  orderNo: number;
  placedAt: string;
  status: string;
  paymentStatus: string;
  statusLabel: string;
  customer: { email: string; customerId: string | null; name: string };
  totalIncTax: number;
  items: { total: number; shipped: number; cancelled: number; returned: number };
}

const list = async (query = '') => {
  const res = await t.get(`/api/admin_customers${query}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { customers: CustomerListRow[]; total: number; page: number; rows: number };
};

const update = (body: Record<string, unknown>, headers = admin.headers) =>
  t.send('POST', '/api/admin_customers', body, headers);

/** A customer with names of its own, so a search finds exactly them. */
async function namedCustomer(userType: 'A' | 'C' = 'C') {
  const who = await signedInAs(t.db, userType);
  const mark = randomBytes(4).toString('hex');
  const names = { firstName: `Ada${mark}`, lastName: `Lovelace${mark}` };
  await t.db.update(customers).set(names).where(eq(customers.id, who.id));
  return { ...who, ...names, mark };
}

const accountFor = async (id: string) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('GET admin_customers', () => {
  it('counts placed orders and sums the paid ones, never sending a password hash', async () => {
    const who = await namedCustomer();
    const paid = await insertOrder(t.db, { customer: who, lines: [{ product: products[0]! }] });
    const paid2 = await insertOrder(t.db, {
      customer: who,
      lines: [{ product: products[1]!, quantity: 2 }],
    });
    await insertOrder(t.db, {
      customer: who,
      status: 'U',
      paymentStatus: 'U',
      lines: [{ product: products[0]! }],
    });
    // An open cart is not an order yet.
    await insertOrder(t.db, { customer: who, placedAt: null, lines: [{ product: products[0]! }] });

    const body = await list(`?search=${who.mark}`);
    expect(body.total).toBe(1);
    const row = body.customers[0]!;
    const detail = await t.get(`/api/admin_customer?_id=${who.id}`, admin.headers);
    const paidTotals = (detail.body.orders as OrderRow[])
      .filter((o) => o._id === paid.id || o._id === paid2.id)
      .reduce((sum, o) => sum + o.totalIncTax, 0);
    expect(paidTotals).toBeGreaterThan(0);
    expect(row).toEqual({
      _id: who.id,
      userName: who.email,
      firstName: who.firstName,
      lastName: who.lastName,
      nickName: expect.any(String),
      userType: 'C',
      userStatus: 'A',
      lng: 'eng',
      createdAt: expect.any(String),
      orders: 3,
      spent: paidTotals,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt\$/);
  });

  it('searches email, first and last name and nickname, ignoring case', async () => {
    const who = await namedCustomer();
    const nick = (await accountFor(who.id)).nickName;
    for (const search of [
      who.email.split('@')[0]!.toUpperCase(),
      who.firstName.toLowerCase(),
      who.lastName.toUpperCase(),
      nick.toUpperCase(),
    ]) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect(
        found.customers.map((c) => c._id),
        search,
      ).toEqual([who.id]);
    }
    // Wildcards typed in the box are searched for as themselves.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=zz-nobody-has-this')).customers).toEqual([]);
  });

  it('filters by type and status and pages, newest accounts first', async () => {
    const [admins] = await t.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.userType, 'A'));
    const onlyAdmins = await list('?type=A&rows=100');
    expect(onlyAdmins.total).toBe(admins!.n);
    expect(onlyAdmins.customers.every((c) => c.userType === 'A')).toBe(true);

    const blocked = await namedCustomer();
    await t.db.update(customers).set({ userStatus: 'B' }).where(eq(customers.id, blocked.id));
    const onlyBlocked = await list('?status=B&rows=100');
    expect(onlyBlocked.customers.map((c) => c._id)).toContain(blocked.id);
    expect(onlyBlocked.customers.every((c) => c.userStatus === 'B')).toBe(true);

    for (let i = 0; i < 4; i += 1) await signedInAs(t.db, 'C');
    const all = await list('?rows=3');
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.customers).toHaveLength(3);
    const page2 = await list('?rows=3&page=2');
    expect(page2.page).toBe(2);
    expect(page2.customers).toHaveLength(3);
    const both = [...all.customers, ...page2.customers];
    expect(new Set(both.map((c) => c._id)).size).toBe(6);
    const times = both.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    for (const query of ['?type=X', '?status=Q', '?rows=0']) {
      expect((await t.get(`/api/admin_customers${query}`, admin.headers)).status, query).toBe(400);
    }
  });
});

describe('GET admin_customer', () => {
  it('gives the account and its placed orders as order rows, newest first', async () => {
    const who = await namedCustomer();
    const older = await insertOrder(t.db, {
      customer: who,
      placedAt: daysAgo(3),
      lines: [{ product: products[0]! }, { product: products[1]!, status: 'Z' }],
    });
    const newer = await insertOrder(t.db, {
      customer: who,
      placedAt: daysAgo(1),
      lines: [{ product: products[0]!, shipped: true }],
    });
    await insertOrder(t.db, { customer: who, placedAt: null, lines: [{ product: products[0]! }] });

    const res = await t.get(`/api/admin_customer?_id=${who.id}`, admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      _id: who.id,
      userName: who.email,
      firstName: who.firstName,
      orders: 2,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt\$/);
    const orders = res.body.orders as OrderRow[];
    expect(orders.map((o) => o._id)).toEqual([newer.id, older.id]);
    expect(orders[1]).toMatchObject({
      orderNo: older.orderNo,
      status: 'P',
      paymentStatus: 'P',
      statusLabel: 'Paid',
      customer: { email: who.email, customerId: who.id, name: 'Anna Rossi' },
      items: { total: 2, shipped: 0, cancelled: 1, returned: 0 },
    });
    expect(orders[0]!.items).toMatchObject({ total: 1, shipped: 1 });
  });

  it('answers 404 for an unknown account and 400 for a malformed id', async () => {
    const missing = await t.get(
      '/api/admin_customer?_id=00000000-0000-4000-8000-000000000000',
      admin.headers,
    );
    expect(missing.status).toBe(404);
    expect((await t.get('/api/admin_customer?_id=42', admin.headers)).status).toBe(400);
  });
});

describe('POST admin_customers', () => {
  it('blocks at once: the customer’s token is refused; unblocking does not revive it', async () => {
    const who = await signedInAs(t.db, 'C');
    expect((await t.get('/api/customer', who.headers)).status).toBe(200);

    const res = await update({ _id: who.id, userStatus: 'B' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customer).toMatchObject({ _id: who.id, userStatus: 'B' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt\$/);
    expect((await t.get('/api/customer', who.headers)).status).toBe(401);
    const live = await t.db.select().from(authSessions).where(eq(authSessions.customerId, who.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const unblocked = await update({ _id: who.id, userStatus: 'A' });
    expect(unblocked.body.customer).toMatchObject({ userStatus: 'A' });
    expect((await accountFor(who.id)).userStatus).toBe('A');
    expect((await t.get('/api/customer', who.headers)).status).toBe(401);
  });

  it('makes a customer an administrator, who signs in again with the second factor, and back', async () => {
    const who = await signedInAs(t.db, 'C');
    expect((await t.get('/api/admin_customers', who.headers)).status).toBe(403);
    const promoted = await update({ _id: who.id, userType: 'A' });
    expect(promoted.body.customer).toMatchObject({ userType: 'A' });
    // Their customer session came from a password alone: it ends rather than become an
    // administrator's (issue 28.4).
    expect((await t.get('/api/admin_customers', who.headers)).status).toBe(401);
    const another = await signedInAs(t.db, 'A');
    await update({ _id: another.id, userType: 'C' });
    expect((await t.get('/api/admin_customers', another.headers)).status).toBe(403);
  });

  it('refuses the caller’s own account with OWN_ACCOUNT and changes nothing', async () => {
    for (const change of [{ userStatus: 'B' }, { userType: 'C' }]) {
      const res = await update({ _id: admin.id, ...change });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'OWN_ACCOUNT',
        message: 'You cannot block your own account or change its type',
      });
    }
    expect(await accountFor(admin.id)).toMatchObject({ userStatus: 'A', userType: 'A' });
    expect((await t.get('/api/admin_customers', admin.headers)).status).toBe(200);
  });

  it('needs a change, a known value and a known account', async () => {
    const who = await signedInAs(t.db, 'C');
    expect((await update({ _id: who.id })).status).toBe(400);
    expect((await update({ _id: who.id, userStatus: 'P' })).status).toBe(400);
    expect((await update({ _id: who.id, userType: 'X' })).status).toBe(400);
    expect((await update({ _id: who.id, userStatus: 'B', passwordHash: 'x' })).status).toBe(400);
    expect(
      (await update({ _id: '00000000-0000-4000-8000-000000000000', userStatus: 'B' })).status,
    ).toBe(404);
    expect((await accountFor(who.id)).userStatus).toBe('A');
  });
});
