import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/core/customers/login-throttle';
import { hashPassword } from '../../src/server/customers/password';
import { customers, loginFailures } from '../../src/server/db/schema';
import { solvedCaptcha } from '../support/captcha';
import { createTestApp, PEER_ADDRESS, type TestApp } from '../support/test-app';
import { activeAccount, freshIp, signIn, uniqueName } from './accounts-support';

process.env.ALTCHA_COST = '10';
process.env.ALTCHA_MAX_COUNTER = '30';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const LOGIN_FAILED = {
  code: 'LOGIN_FAILED',
  message: 'Login failed! Check you email address and password.',
};
const NOT_A_ROBOT = { code: 'NOT_A_ROBOT', message: 'Verify that you are not a robot!' };
const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many failed attempts. Please try again later.',
};

const ipOf = (headers: Record<string, string>) => headers[PEER_ADDRESS]!;
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

  it('accepts the email in any letter case, and leads an administrator to the second step', async () => {
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
    // The password alone never gives an administrator's session (issue 28.4).
    expect(res.body.user).toBeUndefined();
    expect(res.body.secondFactor).toMatchObject({ step: 'enrol' });
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
  it('asks for a captcha at an account after 3 failures, whatever the address', async () => {
    const account = await activeAccount(t);
    const key = `account:${account.userName}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, account.userName, 'wrong-password')).status).toBe(401);
    }
    // Even the right password, from a new address, is not checked without a solved captcha.
    const asked = await signIn(t, account.userName, account.password);
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual(NOT_A_ROBOT);
    expect(asked.headers.get('retry-after')).toBeNull();
    expect((await failureRow(key))!.failures).toBe(3);

    const res = await t.send(
      'POST',
      '/api/signin',
      { userName: account.userName, password: account.password, captcha: await solvedCaptcha(t) },
      freshIp(),
    );
    expect(res.status).toBe(200);
    // One success says nothing of the other attempts: the account keeps its count.
    expect((await failureRow(key))!.failures).toBe(3);
    expect((await failureRow(key))!.lockedUntil).toBeNull();
  });

  it('counts an unknown email like an account', async () => {
    const email = unknownEmail();
    for (let i = 0; i < 3; i += 1) expect((await signIn(t, email, 'guess')).status).toBe(401);
    expect((await signIn(t, email, 'guess')).body).toEqual(NOT_A_ROBOT);
    expect((await failureRow(`account:${email}`))!.failures).toBe(3);
  });

  it('slows one address at one account down after its 4th failure', async () => {
    const account = await activeAccount(t);
    const ip = freshIp();
    const pair = `pair:${account.userName}|${ipOf(ip)}`;
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, account.userName, 'wrong-password', ip)).status).toBe(401);
    }
    const captcha = await solvedCaptcha(t);
    const body = { userName: account.userName, password: 'wrong-password', captcha };
    expect((await t.send('POST', '/api/signin', body, ip)).status).toBe(401);
    const slowed = await signIn(t, account.userName, account.password, ip);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual(TOO_MANY);
    expect(slowed.headers.get('retry-after')).toMatch(/^[12]$/);
    expect((await failureRow(pair))!.failures).toBe(4);
  });

  it('slows an address down across accounts after its 11th failure', async () => {
    const ip = freshIp();
    for (let i = 0; i <= LOGIN_THROTTLE.addressFreeFailures; i += 1) {
      expect((await signIn(t, unknownEmail(), 'guess', ip)).status).toBe(401);
    }
    const account = await activeAccount(t);
    const res = await signIn(t, account.userName, account.password, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^[12]$/);
    // The refused attempt was not counted against the account it named.
    expect(await failureRow(`account:${account.userName}`)).toBeUndefined();
    expect((await signIn(t, account.userName, account.password)).status).toBe(200);
    expect(await failureRow(`account:${account.userName}`)).toBeUndefined();
  });

  it('clears the pair on success but keeps counting the address and the account', async () => {
    const account = await activeAccount(t);
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) {
      expect((await signIn(t, account.userName, 'wrong', ip)).status).toBe(401);
    }
    expect((await signIn(t, account.userName, account.password, ip)).status).toBe(200);
    expect(await failureRow(`pair:${account.userName}|${ipOf(ip)}`)).toBeUndefined();
    expect((await failureRow(`account:${account.userName}`))!.failures).toBe(2);
    expect((await failureRow(`ip:${ipOf(ip)}`))!.failures).toBe(2);
  });

  it('forgets failures after 15 quiet minutes', async () => {
    const email = unknownEmail();
    const key = `account:${email}`;
    for (let i = 0; i < 3; i += 1) await signIn(t, email, 'guess');
    await waitOut(key, LOGIN_THROTTLE.windowSeconds);
    expect((await signIn(t, email, 'guess')).status).toBe(401);
    expect((await failureRow(key))!.failures).toBe(1);
  });

  it('checks one attempt per address at a time: parallel guesses are refused unchecked', async () => {
    const account = await activeAccount(t);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => signIn(t, account.userName, 'parallel-guess', ip)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses).toContain(429);
    const failed = statuses.filter((s) => s === 401).length;
    expect((await failureRow(`ip:${ipOf(ip)}`))!.failures).toBe(failed);
    // A refused attempt's count against the account is taken back.
    expect((await failureRow(`account:${account.userName}`))!.failures).toBe(failed);
  });
});
