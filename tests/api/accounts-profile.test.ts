import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, newsletterSubscriptions, products, reviews } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

type Caller = Awaited<ReturnType<typeof signedInAs>>;
const rowOf = async (id: string) =>
  (await t.db.select().from(customers).where(eq(customers.id, id)))[0]!;
const putProfile = (who: Caller, body: Record<string, unknown>) =>
  t.send('PUT', '/api/profile', { customer: who.email, token: who.token, ...body }, who.headers);

describe('GET customer', () => {
  it("answers the caller's profile with the spec's fields, never the password hash", async () => {
    const me = await signedInAs(t.db, 'C');
    const res = await t.get('/api/customer', me.headers);
    expect(res.status).toBe(200);
    const row = await rowOf(me.id);
    expect(res.body).toEqual({
      customer: {
        id: me.id,
        userName: me.email,
        firstName: '',
        lastName: '',
        nickName: row.nickName,
        gender: '',
        region: '',
        code: '',
        country: '',
        picture: '',
        website: '',
        subscribe: false,
        lng: 'eng',
      },
    });
    expect(JSON.stringify(res.body)).not.toContain('scrypt');
  });

  it("accepts the spec's email and token in the query", async () => {
    const me = await signedInAs(t.db, 'C');
    const res = await t.get(
      `/api/customer?email=${encodeURIComponent(me.email)}&token=${me.token}`,
    );
    expect(res.status).toBe(200);
    expect((res.body.customer as { id: string }).id).toBe(me.id);
  });

  it("never shows another customer's profile", async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const viaHeader = await t.get('/api/customer', { ...me.headers, customer: other.email });
    expect(viaHeader.status).toBe(403);
    const viaQuery = await t.get(
      `/api/customer?email=${encodeURIComponent(other.email)}&token=${me.token}`,
    );
    expect(viaQuery.status).toBe(403);
    expect(JSON.stringify(viaQuery.body)).not.toContain(other.id);
    expect((await t.get('/api/customer')).status).toBe(401);
  });
});

describe('PUT profile', () => {
  it('saves the fields and answers the new profile', async () => {
    const me = await signedInAs(t.db, 'C');
    const nickName = `renamed-${me.id.slice(0, 8)}`;
    const res = await putProfile(me, {
      id: me.id,
      firstName: ' Anna ',
      lastName: 'Rossi',
      nickName,
      gender: 'F',
      region: 'Lazio',
      code: '00100',
      country: 'IT',
      website: 'https://anna.example',
      lng: 'ita',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: me.id,
      userName: me.email,
      firstName: 'Anna',
      nickName,
      country: 'IT',
      lng: 'ita',
    });
    expect(await rowOf(me.id)).toMatchObject({ firstName: 'Anna', nickName, lng: 'it' });
  });

  it("renames the customer's reviews with the nickname, and nobody else's", async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const [product] = await t.db.select().from(products).limit(1);
    for (const who of [me, other]) {
      await t.db.insert(reviews).values({
        customerId: who.id,
        productId: product!.id,
        sku: product!.sku,
        nickName: `old-${who.id.slice(0, 8)}`,
        rating: 4,
        comment: 'Good',
      });
    }
    const nickName = `new-${me.id.slice(0, 8)}`;
    expect((await putProfile(me, { nickName })).status).toBe(200);
    const names = async (id: string) =>
      (await t.db.select().from(reviews).where(eq(reviews.customerId, id))).map((r) => r.nickName);
    expect(await names(me.id)).toEqual([nickName]);
    expect(await names(other.id)).toEqual([`old-${other.id.slice(0, 8)}`]);
  });

  it('keeps the fields the client left out, and never changes the email', async () => {
    const me = await signedInAs(t.db, 'C');
    await putProfile(me, {
      nickName: `n-${me.id.slice(0, 8)}`,
      firstName: 'Anna',
      subscribe: true,
    });
    const res = await putProfile(me, {
      nickName: `n-${me.id.slice(0, 8)}`,
      userName: 'new-address@accounts.example',
    });
    expect(res.status).toBe(200);
    expect(await rowOf(me.id)).toMatchObject({
      userName: me.email,
      firstName: 'Anna',
      subscribe: true,
    });
  });

  it("refuses to touch another customer's profile, and changes nothing", async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const before = await rowOf(other.id);
    const mine = await rowOf(me.id);
    const attempts = [
      { customer: other.email, nickName: 'hijacked' },
      { customer: other.email.toUpperCase(), nickName: 'hijacked' },
      { id: other.id, nickName: 'hijacked' },
    ];
    for (const body of attempts) {
      const res = await t.send('PUT', '/api/profile', body, me.headers);
      expect(res.status).toBe(403);
    }
    const viaHeader = await t.send(
      'PUT',
      '/api/profile',
      { nickName: 'hijacked' },
      { ...me.headers, customer: other.email },
    );
    expect(viaHeader.status).toBe(403);
    expect(await rowOf(other.id)).toEqual(before);
    expect(await rowOf(me.id)).toEqual(mine);
  });

  it('needs a nickname: ENTER_NICKNAME', async () => {
    const me = await signedInAs(t.db, 'C');
    for (const nickName of [undefined, '  ']) {
      const res = await putProfile(me, { nickName, firstName: 'Anna' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([
        { field: 'nickName', message: 'Enter your preferred nickname' },
      ]);
    }
  });

  it("refuses another customer's nickname in any case (NICKNAME_IN_USE), not the caller's own", async () => {
    const me = await signedInAs(t.db, 'C');
    const other = await signedInAs(t.db, 'C');
    const taken = (await rowOf(other.id)).nickName;
    const res = await putProfile(me, { nickName: taken.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'NICKNAME_IN_USE',
      message: 'The nickname is already being used',
    });
    const own = (await rowOf(me.id)).nickName;
    expect((await putProfile(me, { nickName: own.toUpperCase() })).status).toBe(200);
  });

  it('answers PROFILE_NOT_UPDATED when the database refuses the change', async () => {
    const me = await signedInAs(t.db, 'C');
    await t.db.execute(
      sql`alter table customers add constraint test_refuse check (first_name <> 'REFUSED')`,
    );
    try {
      const res = await putProfile(me, {
        nickName: (await rowOf(me.id)).nickName,
        firstName: 'REFUSED',
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        code: 'PROFILE_NOT_UPDATED',
        message: 'Your profile could not be updated!',
      });
    } finally {
      await t.db.execute(sql`alter table customers drop constraint test_refuse`);
    }
  });

  it('subscribes and unsubscribes the newsletter with the box', async () => {
    const me = await signedInAs(t.db, 'C');
    const nickName = (await rowOf(me.id)).nickName;
    const subscription = async () =>
      (
        await t.db
          .select()
          .from(newsletterSubscriptions)
          .where(sql`lower(${newsletterSubscriptions.email}) = ${me.email}`)
      )[0];
    expect(await subscription()).toBeUndefined();
    await putProfile(me, { nickName, subscribe: true });
    expect(await subscription()).toMatchObject({ status: 'C', unsubscribedAt: null });
    await putProfile(me, { nickName, subscribe: false });
    const cancelled = await subscription();
    expect(cancelled).toMatchObject({ status: 'U' });
    expect(cancelled!.unsubscribedAt).toBeInstanceOf(Date);
    await putProfile(me, { nickName, subscribe: true });
    expect(await subscription()).toMatchObject({ status: 'C', unsubscribedAt: null });
  });
});
