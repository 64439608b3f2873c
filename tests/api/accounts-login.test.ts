import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/core/customers/login-throttle';
import { hashPassword } from '../../src/server/customers/password';
import { customers, loginFailures } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { activeAccount, freshIp, signIn, uniqueName } from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const LOGIN_FAILED = {
  code: 'LOGIN_FAILED',
  message: 'Login failed! Check you email address and password.',
};
const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many failed attempts. Please try again later.',
};

const ipOf = (headers: Record<string, string>) => headers['x-nf-client-connection-ip']!;
const unknownEmail = () => `${uniqueName('nobody')}@accounts.example`;

async function failureRow(key: string) {
  const [row] = await t.db.select().from(loginFailures).where(eq(loginFailures.key, key));
  return row;
}

/** Moves a key's last failure back, as if the client had waited. */
async function waitOut(key: string, seconds: number) {
  const row = await failureRow(key);
  await t.db
    .update(loginFailures)
    .set({ lastFailureAt: new Date(row!.lastFailureAt.getTime() - seconds * 1000) })
    .where(eq(loginFailures.key, key));
}

describe('sign-in answers', () => {
  it('gives one 401 body for an unknown email, a wrong password and a blocked account', async () => {
    const account = await activeAccount(t);
    const unknown = await signIn(t, unknownEmail(), account.password);
    const wrong = await signIn(t, account.userName, `${account.password}x`);
    await t.db.update(customers).set({ userStatus: 'B' }).where(eq(customers.id, account.id));
    const blocked = await signIn(t, account.userName, account.password);
    for (const res of [unknown, wrong, blocked]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(LOGIN_FAILED);
    }
  });

  it('accepts the email in any letter case, and signs an administrator in as type A', async () => {
    const email = `${uniqueName('boss')}@accounts.example`;
    await t.db.insert(customers).values({
      userName: email,
      nickName: uniqueName('boss'),
      userType: 'A',
      userStatus: 'A',
      passwordHash: await hashPassword('admin-password'),
    });
    const res = await signIn(t, email.toUpperCase(), 'admin-password');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userName: email, userType: 'A' });
  });

  it('asks for the email and the password with the catalogue messages', async () => {
    const res = await t.send('POST', '/api/signin', { userName: '', password: '' }, freshIp());
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([
      { field: 'userName', message: 'Enter your email address!' },
      { field: 'password', message: 'Enter your password!' },
    ]);
  });

  it('refuses sign-out without a token', async () => {
    expect((await t.send('POST', '/api/signout', {})).status).toBe(401);
  });
});

describe('throttling of failed sign-ins', () => {
  it('slows an account down from the 4th failure, whatever the address, then locks it', async () => {
    const account = await activeAccount(t);
    const key = `account:${account.userName}`;
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(t, account.userName, 'wrong-password')).status).toBe(401);
    }
    // Even the right password, from a new address, is refused unchecked.
    const slowed = await signIn(t, account.userName, account.password);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual(TOO_MANY);
    expect(slowed.headers.get('retry-after')).toMatch(/^[12]$/);
    expect((await failureRow(key))!.failures).toBe(4);

    await waitOut(key, 2);
    expect((await signIn(t, account.userName, 'wrong-password')).status).toBe(401);
    const slower = await signIn(t, account.userName, 'wrong-password');
    expect(slower.status).toBe(429);
    expect(slower.headers.get('retry-after')).toMatch(/^[34]$/);

    // The 10th failure locks the key for 15 minutes.
    await t.db
      .update(loginFailures)
      .set({ failures: 9, lastFailureAt: new Date(Date.now() - 100_000) })
      .where(eq(loginFailures.key, key));
    expect((await signIn(t, account.userName, 'wrong-password')).status).toBe(401);
    const locked = await signIn(t, account.userName, account.password);
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.lockSeconds - 5);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.lockSeconds);
    expect((await failureRow(key))!.lockedUntil).toBeInstanceOf(Date);

    // After the lock the account signs in again, and the count starts over.
    await t.db
      .update(loginFailures)
      .set({
        lastFailureAt: new Date(Date.now() - LOGIN_THROTTLE.windowSeconds * 1000),
        lockedUntil: new Date(Date.now() - 1),
      })
      .where(eq(loginFailures.key, key));
    expect((await signIn(t, account.userName, account.password)).status).toBe(200);
    expect(await failureRow(key)).toBeUndefined();
  });

  it('counts an unknown email like an account', async () => {
    const email = unknownEmail();
    for (let i = 0; i < 4; i += 1) expect((await signIn(t, email, 'guess')).status).toBe(401);
    expect((await signIn(t, email, 'guess')).status).toBe(429);
    expect((await failureRow(`account:${email}`))!.failures).toBe(4);
  });

  it('slows an address down across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn(t, unknownEmail(), 'guess', ip)).status).toBe(401);
    }
    const account = await activeAccount(t);
    const res = await signIn(t, account.userName, account.password, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // The refused attempt was not counted against the account it named.
    expect(await failureRow(`account:${account.userName}`)).toBeUndefined();
    expect((await signIn(t, account.userName, account.password)).status).toBe(200);
  });

  it('clears the account on success but keeps counting the address', async () => {
    const account = await activeAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, account.userName, 'wrong', ip)).status).toBe(401);
    }
    expect((await signIn(t, account.userName, account.password, ip)).status).toBe(200);
    expect(await failureRow(`account:${account.userName}`)).toBeUndefined();
    expect((await failureRow(`ip:${ipOf(ip)}`))!.failures).toBe(3);
  });

  it('forgets failures after 15 quiet minutes', async () => {
    const email = unknownEmail();
    const key = `account:${email}`;
    for (let i = 0; i < 3; i += 1) await signIn(t, email, 'guess');
    await waitOut(key, LOGIN_THROTTLE.windowSeconds);
    await signIn(t, email, 'guess');
    expect((await failureRow(key))!.failures).toBe(1);
  });

  it('checks one attempt per account at a time: parallel guesses are refused unchecked', async () => {
    const account = await activeAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signIn(t, account.userName, 'parallel-guess')),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    const failed = statuses.filter((s) => s === 401).length;
    expect((await failureRow(`account:${account.userName}`))!.failures).toBe(failed);
  });

  it('takes the address from Netlify, else the first X-Forwarded-For entry', async () => {
    const email = unknownEmail();
    const forwarded = `192.0.2.${Math.floor(Math.random() * 250)}`;
    const netlify = freshIp();
    await t.send(
      'POST',
      '/api/signin',
      { userName: email, password: 'x' },
      {
        'x-forwarded-for': `${forwarded}, 10.0.0.1`,
      },
    );
    await t.send(
      'POST',
      '/api/signin',
      { userName: email, password: 'x' },
      {
        ...netlify,
        'x-forwarded-for': forwarded,
      },
    );
    const rows = await t.db
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, [`ip:${forwarded}`, `ip:${ipOf(netlify)}`]));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.failures]))).toEqual({
      [`ip:${forwarded}`]: 1,
      [`ip:${ipOf(netlify)}`]: 1,
    });
  });
});
