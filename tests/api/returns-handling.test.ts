import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailQueue, orders, returns, siteSettings } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { buildSiteSettings } from '../../src/tools/seed/site-settings';
import { getSiteSettings } from '../../src/server/site/site-settings';
import { daysAgo, insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { action, type Account } from './admin-orders-support';

/**
 * Issue 16, findings 4 and 5: a return request reaches the shop and the customer and can be
 * found in the admin order list until it is received; one setting (returns.days) is the
 * returns window the server enforces.
 */
let t: TestApp;
let admin: Account;
let bag: ProductRow;
let scarf: ProductRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
  [bag, scarf] = (await pickProducts(t.db, 2)) as [ProductRow, ProductRow];
});
afterAll(() => t.drop());

const returnBody = (orderId: string, itemId: string, reason = 'The strap is too short') => ({
  item: { orderId, itemId, reason, policyRead: true },
});

async function shippedOrderOf(customer: Account, shippedDaysAgo = 2) {
  return insertOrder(t.db, {
    customer,
    status: 'S',
    lines: [
      { product: bag, shippedDate: daysAgo(shippedDaysAgo) },
      { product: scarf, shippedDate: daysAgo(shippedDaysAgo) },
    ],
  });
}

const mailsSince = async (ids: number[]) =>
  t.db
    .select()
    .from(mailQueue)
    .where(ids.length ? inArray(mailQueue.id, ids) : undefined);
const lastMailId = async () =>
  (await t.db.select({ id: mailQueue.id }).from(mailQueue)).reduce(
    (max, row) => Math.max(max, row.id),
    0,
  );
const newMails = async (after: number) =>
  (await mailsSince([])).filter((mail) => mail.id > after).sort((a, b) => a.id - b.id);
/** A sent mail's text, as the recipient got it: the queue keeps no text once it is sent. */
const receivedText = async (mail: { recipient: string; subject: string } | undefined) =>
  (await listOutbox({ to: mail?.recipient ?? '' })).find((got) => got.subject === mail?.subject)
    ?.text;

interface ListBody {
  orders: { _id: string; items: { returnsToHandle: number } }[];
  total: number;
  returnsToHandle: number;
}
async function adminList(query: string): Promise<ListBody> {
  const res = await t.get(`/api/admin_orders?${query}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as ListBody;
}
const listed = async (query: string, orderId: string) =>
  (await adminList(query)).orders.find((row) => row._id === orderId);

describe('a return request (finding 4)', () => {
  it('queues a mail to the shop and one to the customer in their mail language', async () => {
    const me = await signedInAs(t.db, 'C');
    // The profile says Italian; the order was placed on the English site.
    await t.db.update(customers).set({ lng: 'it' }).where(eq(customers.id, me.id));
    const order = await shippedOrderOf(me);
    await t.db.update(orders).set({ lng: 'en' }).where(eq(orders.id, order.id));
    const before = await lastMailId();

    const res = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[0]!),
      me.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const mails = await newMails(before);
    expect(mails).toHaveLength(2);
    const customerMail = mails.find((mail) => mail.recipient === me.email);
    const shopMail = mails.find((mail) => mail.recipient !== me.email);
    expect(customerMail?.subject).toBe(
      `Abbiamo ricevuto la tua richiesta di reso (ordine n. ${order.orderNo})`,
    );
    const customerText = await receivedText(customerMail);
    expect(customerText).toContain('Motivo indicato: The strap is too short');
    expect(customerText).toContain(bag.ita.name);

    const settings = buildSiteSettings();
    expect(shopMail?.recipient).toBe(
      settings.email.orderCopyTo || settings.company.contact.emailContact,
    );
    expect(shopMail?.replyTo).toBe(me.email);
    expect(shopMail?.subject).toBe(`Return requested: order no. ${order.orderNo}`);
    const shopText = await receivedText(shopMail);
    expect(shopText).toContain(bag.eng.name);
    expect(shopText).toContain('Reason: The strap is too short');
    expect(shopText).toContain('Language: Italian');
    expect(shopText).toContain(`/admin_orders?order=${order.id}`);
  });

  it("takes the profile's mail language over the order's", async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await shippedOrderOf(me);
    await t.db.update(orders).set({ lng: 'it' }).where(eq(orders.id, order.id));
    const before = await lastMailId();
    const res = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[1]!),
      me.headers,
    );
    expect(res.status).toBe(200);
    // The profile's language (English, the default) wins over the Italian the order was placed in.
    const ack = (await newMails(before)).find((mail) => mail.recipient === me.email);
    expect(ack?.subject).toBe(`We have your return request (order no. ${order.orderNo})`);
  });

  it('queues nothing when the request is refused', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await shippedOrderOf(me);
    const before = await lastMailId();
    const refused = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[0]!, ''),
      me.headers,
    );
    expect(refused.status).toBe(400);
    expect(await newMails(before)).toEqual([]);
  });

  it('puts the order under "returns to handle" (filter R) until the item is received', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await shippedOrderOf(me);
    const other = await shippedOrderOf(me);
    const itemId = order.itemIds[0]!;
    const start = await adminList('filter=R&rows=100');
    expect(start.orders.map((row) => row._id)).not.toContain(order.id);

    await t.send('PUT', '/api/return_item', returnBody(order.id, itemId), me.headers);
    const requested = await adminList('filter=R&rows=100');
    expect(requested.orders.map((row) => row._id)).toContain(order.id);
    expect(requested.orders.map((row) => row._id)).not.toContain(other.id);
    expect(requested.returnsToHandle).toBe(start.returnsToHandle + 1);
    expect(requested.total).toBe(requested.returnsToHandle);
    // The count comes with every list, whatever its filter: the filter's badge.
    expect((await adminList('filter=S&rows=1')).returnsToHandle).toBe(requested.returnsToHandle);
    expect((await listed('filter=A&rows=100', order.id))?.items.returnsToHandle).toBe(1);
    expect((await listed('filter=A&rows=100', other.id))?.items.returnsToHandle).toBe(0);
    // The spec's codes still work, alone and together with R.
    expect(await listed('filter=S&rows=100', order.id)).toBeDefined();
    expect(await listed('filter=S,R&rows=100', other.id)).toBeDefined();
    expect(await listed('filter=Z,R&rows=100', other.id)).toBeUndefined();

    // Authorised (marked for return): still to handle, the parcel is on its way.
    await action(t, admin, 'admin_return_item', { _id: order.id, itemId });
    expect(await listed('filter=R&rows=100', order.id)).toBeDefined();

    // Received: handled, off the list.
    await action(t, admin, 'admin_receive_item', { _id: order.id, itemId });
    const after = await adminList('filter=R&rows=100');
    expect(after.orders.map((row) => row._id)).not.toContain(order.id);
    expect(after.returnsToHandle).toBe(start.returnsToHandle);
    const [request] = await t.db.select().from(returns).where(eq(returns.orderItemId, itemId));
    expect(request?.status).toBe('X');
  });

  it('shows the request on the order line for the customer and the admin', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await shippedOrderOf(me);
    const itemId = order.itemIds[0]!;
    await t.send('PUT', '/api/return_item', returnBody(order.id, itemId), me.headers);
    const res = await t.get(`/api/admin_order?_id=${order.id}`, admin.headers);
    const { items } = res.body.order as {
      items: { _id: string; status: string; return: unknown }[];
    };
    const line = items.find((item) => item._id === itemId);
    expect(line).toEqual(
      expect.objectContaining({
        status: 'S',
        return: expect.objectContaining({ status: 'R', reason: 'The strap is too short' }),
      }),
    );
  });
});

describe('the returns window setting (finding 5)', () => {
  const cto = (days: number) => {
    const site = buildSiteSettings();
    return {
      titleDivider: site.titleDivider,
      showAppOnTitle: site.showAppOnTitle,
      shopActive: site.shopActive,
      login: site.login,
      analytics: site.analytics,
      returns: { days },
    };
  };

  it('is 30 days by default, also for settings stored before it existed', async () => {
    expect((await getSiteSettings(t.db)).returns).toEqual({ days: 30 });
    const [row] = await t.db
      .update(siteSettings)
      .set({ settings: sql`${siteSettings.settings} - 'returns'` })
      .where(eq(siteSettings.id, 1))
      .returning({ settings: siteSettings.settings });
    expect(row?.settings).not.toHaveProperty('returns');
    expect((await getSiteSettings(t.db)).returns).toEqual({ days: 30 });
    const site = await t.get('/api/admin_site', admin.headers);
    expect((site.body.site as { returns: unknown }).returns).toEqual({ days: 30 });
  });

  it('is what the server enforces: a line shipped 20 days ago comes back within 30, not 14', async () => {
    const me = await signedInAs(t.db, 'C');
    const order = await shippedOrderOf(me, 20);
    await action(t, admin, 'admin_site_cto', cto(14));
    const orders14 = await t.get('/api/orders', me.headers);
    const line14 = (orders14.body.orders as { items: { returnable: boolean }[] }[])[0]!.items[0];
    expect(line14?.returnable).toBe(false);
    const refused = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[0]!),
      me.headers,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RETURN_NOT_ALLOWED');

    await action(t, admin, 'admin_site_cto', cto(30));
    const accepted = await t.send(
      'PUT',
      '/api/return_item',
      returnBody(order.id, order.itemIds[0]!),
      me.headers,
    );
    expect(accepted.status).toBe(200);
  });

  it('is at least the 14 days EU law gives, and a whole number', async () => {
    await action(t, admin, 'admin_site_cto', cto(13), 400);
    await action(t, admin, 'admin_site_cto', { ...cto(30), returns: { days: 20.5 } }, 400);
    await action(t, admin, 'admin_site_cto', cto(366), 400);
    // A client that predates the setting keeps the stored window.
    await action(t, admin, 'admin_site_cto', cto(21));
    const { returns: _left, ...older } = cto(0);
    await action(t, admin, 'admin_site_cto', older);
    expect((await getSiteSettings(t.db)).returns).toEqual({ days: 21 });
    const defaults = await t.get('/api/defaults');
    expect((defaults.body.site as { returns: unknown }).returns).toEqual({ days: 21 });
  });
});
