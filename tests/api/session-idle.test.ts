import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_LIMITS } from '../../src/core/customers/session-life';
import { authSessions, customers } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/http/auth';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const ADMIN_CALL = '/api/products?admin=true&rows=1';
const OWN_PROFILE = '/api/customer';
const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const { adminIdleSeconds, adminMaxSeconds, customerIdleSeconds, customerMaxSeconds } =
  DEFAULT_SESSION_LIMITS;

/** An account of this type with a token signed in `minutesAgo` minutes ago, unused since. */
async function signedInEarlier(userType: 'A' | 'C', minutesAgo: number) {
  const account = await signedInAs(t.db, userType);
  const { token } = await issueToken(
    t.db,
    { id: account.id, userType },
    new Date(Date.now() - minutesAgo * MINUTE),
  );
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    jti: string;
  };
  return {
    ...account,
    sessionId: claims.jti,
    headers: { authorization: `Bearer ${token}`, customer: account.email },
  };
}

/** The session as if `minutes` more minutes had gone by since anything happened to it. */
async function timePasses(sessionId: string, minutes: number): Promise<void> {
  const back = sql.raw(`interval '${minutes} minutes'`);
  await t.db
    .update(authSessions)
    .set({
      createdAt: sql`${authSessions.createdAt} - ${back}`,
      expiresAt: sql`${authSessions.expiresAt} - ${back}`,
    })
    .where(eq(authSessions.id, sessionId));
}

async function sessionEnd(sessionId: string): Promise<Date> {
  const [row] = await t.db
    .select({ expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  if (!row) throw new Error('no session');
  return row.expiresAt;
}

describe("an administrator's session ends after half an hour idle; a customer's does not", () => {
  it('refuses an admin token unused for longer than the idle limit, not a customer token of the same age', async () => {
    const idleMinutes = adminIdleSeconds / 60 + 1;
    const admin = await signedInEarlier('A', idleMinutes);
    const customer = await signedInEarlier('C', idleMinutes);

    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(401);
    expect((await t.get(OWN_PROFILE, admin.headers)).status).toBe(401);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
  });

  it('keeps an admin session that is used alive: each call gives it another idle period', async () => {
    const admin = await signedInEarlier('A', adminIdleSeconds / 60 - 5);
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(200);
    // Long after the first idle period would have ended, but within one of the last call.
    await timePasses(admin.sessionId, adminIdleSeconds / 60 - 5);
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(200);
    // Then left alone for longer than the limit.
    await timePasses(admin.sessionId, adminIdleSeconds / 60 + 1);
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(401);
  });

  it('ends an admin session at its cap however busy it is', async () => {
    const admin = await signedInEarlier('A', adminMaxSeconds / 60 - 10);
    // As if used a moment ago: its idle end is still ahead.
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + (adminIdleSeconds / 60 - 5) * MINUTE) })
      .where(eq(authSessions.id, admin.sessionId));
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(200);
    const cap = Date.now() + 10 * MINUTE;
    expect(Math.abs((await sessionEnd(admin.sessionId)).getTime() - cap)).toBeLessThan(MINUTE);
    await timePasses(admin.sessionId, 11);
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(401);
  });

  it("gives an account made administrator the administrator's idle life from its next call", async () => {
    const promoted = await signedInEarlier('C', 60);
    await t.db.update(customers).set({ userType: 'A' }).where(eq(customers.id, promoted.id));
    expect((await t.get(ADMIN_CALL, promoted.headers)).status).toBe(200);
    const idleEnd = Date.now() + adminIdleSeconds * 1000;
    expect(Math.abs((await sessionEnd(promoted.sessionId)).getTime() - idleEnd)).toBeLessThan(
      MINUTE,
    );
    await timePasses(promoted.sessionId, adminIdleSeconds / 60 + 1);
    expect((await t.get(ADMIN_CALL, promoted.headers)).status).toBe(401);
  });
});

describe('what an answer says the session has left (issue 26.7)', () => {
  const left = (res: { headers: Headers }) => res.headers.get('x-admin-session-left');

  it("tells an administrator the seconds left of the session's idle life", async () => {
    const admin = await signedInEarlier('A', 0);
    // Ten minutes unused: the stored end is 20 minutes away, and this call moves it to 30.
    await timePasses(admin.sessionId, 10);
    const res = await t.get(OWN_PROFILE, admin.headers);
    expect(res.status).toBe(200);
    expect(Number(left(res))).toBeGreaterThan(adminIdleSeconds - 5);
    expect(Number(left(res))).toBeLessThanOrEqual(adminIdleSeconds);
  });

  it('says the end as stored when the call is too soon after the last to move it', async () => {
    const admin = await signedInEarlier('A', 0);
    await t.get(OWN_PROFILE, admin.headers);
    // Thirty seconds later the end is not written again (a write a minute at most).
    await t.db
      .update(authSessions)
      .set({ expiresAt: sql`now() + interval '1770 seconds'` })
      .where(eq(authSessions.id, admin.sessionId));
    const res = await t.get(OWN_PROFILE, admin.headers);
    expect(Number(left(res))).toBeGreaterThan(1760);
    expect(Number(left(res))).toBeLessThanOrEqual(1770);
  });

  it('says nothing to a customer, whose session has no idle limit', async () => {
    const customer = await signedInEarlier('C', 0);
    const res = await t.get(OWN_PROFILE, customer.headers);
    expect(res.status).toBe(200);
    expect(left(res)).toBeNull();
  });
});

describe("a customer's session slides: a week idle, thirty days at most (issue 28.11)", () => {
  const idleMinutes = customerIdleSeconds / 60;

  it('keeps a session that is used now and then alive past a week from sign-in', async () => {
    const customer = await signedInEarlier('C', idleMinutes - 60);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
    // Twelve days after sign-in, six after the last call.
    await timePasses(customer.sessionId, 6 * DAY_MINUTES);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
    // Then left alone for longer than a week.
    await timePasses(customer.sessionId, idleMinutes + 1);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(401);
  });

  it('writes the new end at most once an hour, not on every call', async () => {
    const customer = await signedInEarlier('C', 120);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
    const slid = await sessionEnd(customer.sessionId);
    expect(Math.abs(slid.getTime() - (Date.now() + customerIdleSeconds * 1000))).toBeLessThan(
      MINUTE,
    );
    // Ten minutes later the end would gain ten minutes: not worth a write.
    await timePasses(customer.sessionId, 10);
    const before = await sessionEnd(customer.sessionId);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
    expect(await sessionEnd(customer.sessionId)).toEqual(before);
  });

  it('ends a session thirty days after sign-in however often it is used', async () => {
    const customer = await signedInEarlier('C', customerMaxSeconds / 60 - 10);
    // As if used a moment ago: its idle end is a week ahead.
    await t.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + (idleMinutes - 5) * MINUTE) })
      .where(eq(authSessions.id, customer.sessionId));
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(200);
    const cap = Date.now() + 10 * MINUTE;
    expect(Math.abs((await sessionEnd(customer.sessionId)).getTime() - cap)).toBeLessThan(MINUTE);
    await timePasses(customer.sessionId, 11);
    expect((await t.get(OWN_PROFILE, customer.headers)).status).toBe(401);
  });
});
