import { format } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../src/server/customers/customer-tokens';
import { authSessions, customers, customerTokens, mailQueue } from '../../src/server/db/schema';
import { flushMailQueue } from '../../src/server/mail/deliver-queued';
import { closedPort } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  activeAccount,
  customerRow,
  freshIp,
  mailedKey,
  mailsTo,
  session,
  signIn,
  signUp,
  uniqueName,
} from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const LINK_INVALID = {
  code: 'LINK_INVALID',
  message: 'The link is invalid or is no longer available',
};
const forgot = (userName: string) =>
  t.send('POST', '/api/forgot_password', { userName, lng: 'eng' }, freshIp());
const resetUser = (key1: string) => t.get(`/api/reset_user?key1=${encodeURIComponent(key1)}`);
const reset = (key1: string, password: string, confirmPassword = password) =>
  t.send('POST', '/api/reset_password', { key1, password, confirmPassword });
const resetMails = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.links.some((l) => l.includes('/reset_password')));
const queuedTo = (email: string) =>
  t.db.select().from(mailQueue).where(eq(mailQueue.recipient, email));

/** Hono's execution context as Netlify gives it: work handed to waitUntil runs after the answer. */
function afterAnswer() {
  const later: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void later.push(promise),
    passThroughOnException: () => {},
    props: {},
  };
  return { later, ctx };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('forgot password', () => {
  it('answers { sent: true } whether or not the account exists, and mails only a real one', async () => {
    const account = await activeAccount(t);
    const nobody = `${uniqueName('nobody')}@accounts.example`;
    for (const email of [account.userName, nobody]) {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ sent: true });
    }
    expect(await mailsTo(nobody)).toEqual([]);
    const { key1, link, mail } = await mailedKey(account.userName, '/reset_password');
    expect(new URL(link).pathname).toBe('/reset_password');
    expect(mail.subject).toBe('Reset your password');
    const [token] = await t.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.tokenHash, hashToken(key1)));
    expect(token).toMatchObject({ purpose: 'reset', customerId: account.id, usedAt: null });
    const minutes = (token!.expiresAt.getTime() - token!.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(60, 5);
  });

  it('answers alike before looking the email up; the link is queued and mailed after the answer', async () => {
    const account = await activeAccount(t);
    const nobody = `${uniqueName('nobody')}@accounts.example`;
    const { later, ctx } = afterAnswer();
    const ask = async (userName: string) => {
      const res = await t.app.request(
        '/api/forgot_password',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...freshIp() },
          body: JSON.stringify({ userName, lng: 'eng' }),
        },
        undefined,
        ctx,
      );
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    };

    // The account's row stays locked until both answers are in: a request that wrote the link
    // (or sent its mail) before answering would wait here, and this test would time out.
    const holder = new pg.Client({ connectionString: t.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from customers where id = $1 for update', [account.id]);
      const known = await ask(account.userName);
      const unknown = await ask(nobody);
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      expect(JSON.parse(known.body)).toEqual({ sent: true });
      expect(later).toHaveLength(2);
      expect(await queuedTo(account.userName)).toEqual([]);
      expect(await resetMails(account.userName)).toEqual([]);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }

    await Promise.all(later);
    const queued = await queuedTo(account.userName);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      subject: 'Reset your password',
      attempts: 1,
      failedAt: null,
    });
    expect(queued[0]!.sentAt).not.toBeNull();
    expect(await resetMails(account.userName)).toHaveLength(1);
    expect(await queuedTo(nobody)).toEqual([]);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('keeps the link queued while the mail server is down; the flush mails it later', async () => {
    const account = await activeAccount(t);
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', String(await closedPort()));
    vi.stubEnv('SMTP_SECURE', 'false');
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect((await forgot(account.userName)).body).toEqual({ sent: true });
    const [queued] = await queuedTo(account.userName);
    expect(queued).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(queued!.lastError).toMatch(/ECONNREFUSED/);
    expect(await resetMails(account.userName)).toEqual([]);

    vi.unstubAllEnvs();
    expect((await flushMailQueue(t.db, { includeWaiting: true })).sent).toBeGreaterThan(0);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    expect((await resetUser(key1)).body).toEqual({ user: { userName: account.userName } });
  });

  it('keeps no live link in the database once the reset mail is sent', async () => {
    const account = await activeAccount(t);
    expect((await forgot(account.userName)).body).toEqual({ sent: true });
    // The recipient got the link (the outbox stands in for the mail server)...
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    expect((await resetUser(key1)).body).toEqual({ user: { userName: account.userName } });
    // ...and the queue keeps what went out to whom, not the text that holds it.
    const [row] = await queuedTo(account.userName);
    expect(row).toMatchObject({ subject: 'Reset your password', failedAt: null });
    expect(row!.sentAt).not.toBeNull();
    const kept = JSON.stringify(row);
    expect(kept).not.toContain(key1);
    expect(kept).not.toContain('key1=');
  });

  it('logs a failure to queue the link without the mail', async () => {
    const account = await activeAccount(t);
    // The queue refuses this one recipient: the insert that carries the mail fails.
    await t.db.execute(
      sql.raw(
        `alter table mail_queue add constraint refuse_one check (recipient <> '${account.userName}') not valid`,
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await forgot(account.userName)).body).toEqual({ sent: true });
    } finally {
      await t.db.execute(sql.raw('alter table mail_queue drop constraint refuse_one'));
    }
    const lines = logged.mock.calls.map((args) => format(...args));
    const line = lines.find((text) => text.includes('reset link'));
    expect(line).toContain('23514');
    expect(line).toContain('refuse_one');
    for (const text of lines) {
      expect(text).not.toContain('key1=');
      expect(text).not.toContain('reset_password');
      expect(text).not.toContain('Failed query');
    }
    expect(await queuedTo(account.userName)).toEqual([]);
  });

  it('mails nothing to a blocked account, and still answers { sent: true }', async () => {
    const account = await activeAccount(t);
    await t.db.update(customers).set({ userStatus: 'B' }).where(eq(customers.id, account.id));
    expect((await forgot(account.userName)).body).toEqual({ sent: true });
    expect(await resetMails(account.userName)).toEqual([]);
  });

  it('mails at most once a minute per account; a newer link replaces the older', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    await forgot(account.userName.toUpperCase());
    expect(await resetMails(account.userName)).toHaveLength(1);
    const { key1: first } = await mailedKey(account.userName, '/reset_password');
    await t.db
      .update(customerTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(customerTokens.tokenHash, hashToken(first)));
    await forgot(account.userName);
    expect(await resetMails(account.userName)).toHaveLength(2);
    const { key1: second } = await mailedKey(account.userName, '/reset_password');
    expect((await resetUser(first)).body).toEqual(LINK_INVALID);
    expect((await resetUser(second)).status).toBe(200);
  });

  it('asks for a valid email', async () => {
    const res = await t.send('POST', '/api/forgot_password', { userName: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'userName', message: 'Enter your email address!' }]);
  });
});

describe('reset link and new password', () => {
  it('tells whom the link is for without using it up', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    for (let i = 0; i < 2; i += 1) {
      const res = await resetUser(key1);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: { userName: account.userName } });
    }
    for (const path of ['/api/reset_user', '/api/reset_user?key1=made-up']) {
      expect((await t.get(path)).body).toEqual(LINK_INVALID);
    }
  });

  it('sets the password, ends every session, and works once', async () => {
    const account = await activeAccount(t);
    const phone = await session(t, account.userName, account.password);
    const laptop = await session(t, account.userName, account.password);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');

    const res = await reset(key1, 'brand-new-password');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reset: true });
    for (const device of [phone, laptop]) {
      expect((await t.get('/api/customer', device.headers)).status).toBe(401);
    }
    expect((await signIn(t, account.userName, account.password)).status).toBe(401);
    expect((await signIn(t, account.userName, 'brand-new-password')).status).toBe(200);
    const [changedMail] = await mailsTo(account.userName);
    expect(changedMail!.subject).toBe('Your password has been changed');

    expect((await reset(key1, 'another-password')).body).toEqual(LINK_INVALID);
    expect((await resetUser(key1)).body).toEqual(LINK_INVALID);
  });

  it('voids every other unused reset link of the account', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    // A second live link (one issued before links replaced each other, or in a race).
    await t.db.insert(customerTokens).values({
      customerId: account.id,
      purpose: 'reset',
      tokenHash: hashToken('another-live-link'),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await resetUser('another-live-link')).status).toBe(200);
    expect((await reset(key1, 'brand-new-password')).status).toBe(200);
    expect((await resetUser('another-live-link')).body).toEqual(LINK_INVALID);
    expect((await reset('another-live-link', 'password-of-the-thief')).body).toEqual(LINK_INVALID);
    expect((await signIn(t, account.userName, 'brand-new-password')).status).toBe(200);
  });

  it('checks the new password before using the link up', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    const cases: [string, string, string, string][] = [
      ['short', 'short', 'password', 'Your new password must be at least 8 characters'],
      ['long-enough', '', 'confirmPassword', 'Confirm your new password'],
      ['long-enough', 'long-enougX', 'confirmPassword', 'Your new passwords must match'],
    ];
    for (const [password, confirm, field, message] of cases) {
      const res = await reset(key1, password, confirm);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field, message }]);
    }
    expect((await resetUser(key1)).status).toBe(200);
    expect((await reset('', 'long-enough')).body).toEqual(LINK_INVALID);
  });

  it('refuses an expired link', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hashToken(key1)));
    expect((await resetUser(key1)).body).toEqual(LINK_INVALID);
    const res = await reset(key1, 'brand-new-password');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_INVALID);
  });

  it('activates a pending account (the mail proved the address)', async () => {
    const account = await signUp(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    expect((await reset(key1, 'brand-new-password')).status).toBe(200);
    expect((await customerRow(t, account.userName))!.userStatus).toBe('A');
    expect((await signIn(t, account.userName, 'brand-new-password')).status).toBe(200);
  });
});

describe('password change', () => {
  const change = (headers: Record<string, string>, body: Record<string, string>) =>
    t.send('PUT', '/api/password', body, { ...headers, ...freshIp() });

  it('needs the current password: CURRENT_PASSWORD_INCORRECT otherwise', async () => {
    const account = await activeAccount(t);
    const me = await session(t, account.userName, account.password);
    const res = await change(me.headers, {
      currentPassword: 'not-it',
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Your current password is incorrect!',
    });
    expect((await signIn(t, account.userName, account.password)).status).toBe(200);
  });

  it('answers the field messages', async () => {
    const account = await activeAccount(t);
    const me = await session(t, account.userName, account.password);
    const base = { currentPassword: account.password, newPassword: 'long-enough' };
    const cases: [Record<string, string>, string, string][] = [
      [{ currentPassword: '' }, 'currentPassword', 'Enter your password!'],
      [
        { newPassword: 'short', confirmPassword: 'short' },
        'newPassword',
        'Your new password must be at least 8 characters',
      ],
      [{ confirmPassword: '' }, 'confirmPassword', 'Confirm your new password'],
      [{ confirmPassword: 'long-enougX' }, 'confirmPassword', 'Your new passwords must match'],
    ];
    for (const [override, field, message] of cases) {
      const res = await change(me.headers, {
        ...base,
        confirmPassword: 'long-enough',
        ...override,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field, message }]);
    }
  });

  it("ends the account's other sessions but not the caller's", async () => {
    const account = await activeAccount(t);
    const me = await session(t, account.userName, account.password);
    const other = await session(t, account.userName, account.password);
    const res = await change(me.headers, {
      currentPassword: account.password,
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ changed: true });
    expect((await t.get('/api/customer', me.headers)).status).toBe(200);
    expect((await t.get('/api/customer', other.headers)).status).toBe(401);
    const live = await t.db
      .select()
      .from(authSessions)
      .where(and(eq(authSessions.customerId, account.id), isNull(authSessions.revokedAt)));
    expect(live).toHaveLength(1);
    expect((await signIn(t, account.userName, 'brand-new-password')).status).toBe(200);
    expect((await mailsTo(account.userName))[0]!.subject).toBe('Your password has been changed');
  });

  it('voids a reset link mailed before the change', async () => {
    const account = await activeAccount(t);
    await forgot(account.userName);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    expect((await resetUser(key1)).status).toBe(200);

    const me = await session(t, account.userName, account.password);
    const res = await change(me.headers, {
      currentPassword: account.password,
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(res.status).toBe(200);

    expect((await resetUser(key1)).body).toEqual(LINK_INVALID);
    const late = await reset(key1, 'password-of-the-thief');
    expect(late.status).toBe(400);
    expect(late.body).toEqual(LINK_INVALID);
    expect((await signIn(t, account.userName, 'brand-new-password')).status).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.send('PUT', '/api/password', {
      currentPassword: 'x',
      newPassword: 'brand-new-password',
      confirmPassword: 'brand-new-password',
    });
    expect(res.status).toBe(401);
  });
});
