import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/customers/customer-tokens';
import { nameConflictFrom } from '../../src/server/customers/names-in-use';
import { customers, customerTokens, newsletterSubscriptions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  activeAccount,
  customerRow,
  freshIp,
  mailedKey,
  mailsTo,
  newAccount,
  signIn,
  signUp,
} from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const activate = (key1: string) => t.get(`/api/user?key1=${encodeURIComponent(key1)}`);
const LINK_INVALID = {
  code: 'LINK_INVALID',
  message: 'The link is invalid or is no longer available',
};

describe('sign-up, activation, sign-in, sign-out', () => {
  it('goes from sign-up to a working token and back out', async () => {
    const account = newAccount({ userName: `Mixed-${Date.now()}@Accounts.Example` });
    const email = account.userName.toLowerCase();
    const res = await t.send('POST', '/api/signup', account);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ registered: true });

    const row = await customerRow(t, email);
    expect(row).toMatchObject({ userName: email, userType: 'C', userStatus: 'P', lng: 'en' });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(account.password);

    const { key1, link, mail } = await mailedKey(email, '/activate');
    expect(link).toMatch(/^https?:\/\/[^/]+\/activate\?key1=/);
    expect(mail.subject).toBe('Activate your account');
    // Only the hash of the link's token is stored.
    const tokens = await t.db
      .select()
      .from(customerTokens)
      .where(eq(customerTokens.customerId, row!.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ purpose: 'activate', tokenHash: hashToken(key1) });
    expect(tokens[0]!.tokenHash).not.toBe(key1);
    const days = (tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const activated = await activate(key1);
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({
      user: { _id: row!.id, userName: email, nickName: account.nickName, lng: 'eng' },
    });
    const active = await customerRow(t, email);
    expect(active!.userStatus).toBe('A');
    expect(active!.activatedAt).toBeInstanceOf(Date);

    const signedIn = await signIn(t, account.userName, account.password);
    expect(signedIn.status).toBe(200);
    const user = signedIn.body.user as Record<string, string>;
    expect(user).toEqual({
      _id: row!.id,
      userName: email,
      userType: 'C',
      token: expect.any(String),
      nickName: account.nickName,
      firstName: 'Anna',
      lastName: 'Rossi',
      lng: 'eng',
    });
    expect(new Date(signedIn.body.date as string).toISOString()).toBe(signedIn.body.date);

    const headers = { authorization: `Bearer ${user.token}`, customer: email };
    const profile = await t.get('/api/customer', headers);
    expect(profile.status).toBe(200);
    expect((profile.body.customer as Record<string, unknown>).userName).toBe(email);

    const out = await t.send('POST', '/api/signout', {}, headers);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect((await t.get('/api/customer', headers)).status).toBe(401);
    expect((await t.send('POST', '/api/signout', {}, headers)).status).toBe(401);
  });

  it('mails an Italian customer in Italian, with a link under /it', async () => {
    const account = await signUp(t, newAccount({ lng: 'ita' }));
    const { link, mail } = await mailedKey(account.userName, '/activate');
    expect(new URL(link).pathname).toBe('/it/activate');
    expect(mail.subject).toBe('Attiva il tuo account');
    expect((await customerRow(t, account.userName))!.lng).toBe('it');
    const { key1 } = await mailedKey(account.userName, '/activate');
    expect(((await activate(key1)).body.user as { lng: string }).lng).toBe('ita');
  });

  it('carries the page the customer was going to (next) in the activation link (issue 25)', async () => {
    const account = await signUp(t, newAccount({ lng: 'ita', next: '/it/checkout?step=1' }));
    const { link } = await mailedKey(account.userName, '/activate');
    const url = new URL(link);
    expect(url.pathname).toBe('/it/activate');
    expect(url.searchParams.get('next')).toBe('/it/checkout?step=1');
    const plain = await signUp(t);
    expect(
      new URL((await mailedKey(plain.userName, '/activate')).link).searchParams.has('next'),
    ).toBe(false);
  });
});

describe('sign-up checks', () => {
  it('answers the field messages of the catalogue', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ userName: '' }, 'userName', 'ENTER_EMAIL', 'Enter your email address!'],
      [{ userName: 'not-an-email' }, 'userName', 'ENTER_EMAIL', 'Enter your email address!'],
      [{ nickName: '  ' }, 'nickName', 'ENTER_NICKNAME', 'Enter your preferred nickname'],
      [
        { password: '1234567' },
        'password',
        'NEW_PASSWORD_TOO_SHORT',
        'Your new password must be at least 8 characters',
      ],
    ];
    for (const [change, field, code, message] of cases) {
      const res = await t.send('POST', '/api/signup', newAccount(change));
      expect(res.status).toBe(400);
      // The catalogue's message is the answer itself, with its code, not only a field note.
      expect(res.body).toMatchObject({ code, message });
      expect(res.body.fields).toEqual([{ field, message }]);
    }
  });

  it('refuses an email or a nickname already used, in any letter case', async () => {
    const first = await signUp(t);
    const sameEmail = await t.send(
      'POST',
      '/api/signup',
      newAccount({ userName: first.userName.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'The email address is already being used',
    });
    const sameNick = await t.send(
      'POST',
      '/api/signup',
      newAccount({ nickName: first.nickName.toUpperCase() }),
    );
    expect(sameNick.status).toBe(409);
    expect(sameNick.body).toMatchObject({
      code: 'NICKNAME_IN_USE',
      message: 'The nickname is already being used',
    });
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(customers)
      .where(sql`lower(${customers.nickName}) = lower(${first.nickName})`)) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('gives the same 409 to the loser of two sign-ups at once', async () => {
    const account = newAccount();
    const answers = await Promise.all([
      t.send('POST', '/api/signup', account),
      t.send('POST', '/api/signup', { ...account, nickName: `${account.nickName}-2` }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.code).toBe('EMAIL_IN_USE');
  });

  it('maps a unique-index violation to the same 409 (the race the check cannot see)', async () => {
    const first = await signUp(t);
    const insert = (values: { userName: string; nickName: string }) =>
      t.db
        .insert(customers)
        .values({ ...values, passwordHash: 'x' })
        .then(
          () => undefined,
          (err: unknown) => nameConflictFrom(err),
        );
    const emailClash = await insert({
      userName: first.userName.toUpperCase(),
      nickName: `${first.nickName}-other`,
    });
    expect(emailClash?.toJSON().code).toBe('EMAIL_IN_USE');
    const nickClash = await insert({
      userName: `other-${first.userName}`,
      nickName: first.nickName.toUpperCase(),
    });
    expect(nickClash?.toJSON().code).toBe('NICKNAME_IN_USE');
    expect(nameConflictFrom(new Error('connection lost'))).toBeUndefined();
  });

  it('cannot create an administrator or an active account', async () => {
    for (const change of [{ userType: 'A' }, { userStatus: 'A' }]) {
      const account = newAccount(change);
      expect((await t.send('POST', '/api/signup', account)).status).toBe(400);
      expect(await customerRow(t, account.userName)).toBeUndefined();
    }
    const account = await signUp(t, newAccount({ userType: 'C', tokens: ['x'], google: 'g' }));
    expect(await customerRow(t, account.userName)).toMatchObject({
      userType: 'C',
      userStatus: 'P',
      google: '',
    });
  });

  it('refuses a next that leads off the site, and keeps no account (issue 25)', async () => {
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'checkout',
    ]) {
      const account = newAccount({ next });
      const res = await t.send('POST', '/api/signup', account);
      expect(res.status, next).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'next', message: 'Not a page of this site' }]);
      expect(await customerRow(t, account.userName)).toBeUndefined();
      expect(await mailsTo(account.userName)).toEqual([]);
    }
  });

  it('keeps nothing when the activation mail cannot be sent, so signing up again works', async () => {
    const account = newAccount();
    const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = '1'; // nothing listens there: the mail is refused at once
    let res;
    try {
      res = await t.send('POST', '/api/signup', account);
    } finally {
      if (saved.host === undefined) delete process.env.SMTP_HOST;
      else process.env.SMTP_HOST = saved.host;
      if (saved.port === undefined) delete process.env.SMTP_PORT;
      else process.env.SMTP_PORT = saved.port;
    }
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'GENERIC', message: 'An error occurred!' });
    expect(await customerRow(t, account.userName)).toBeUndefined();
    await signUp(t, account);
  });
});

describe('activation links', () => {
  it('work once', async () => {
    const account = await signUp(t);
    const { key1 } = await mailedKey(account.userName, '/activate');
    expect((await activate(key1)).status).toBe(200);
    const again = await activate(key1);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_INVALID);
  });

  it('expire', async () => {
    const account = await signUp(t);
    const { key1 } = await mailedKey(account.userName, '/activate');
    await t.db
      .update(customerTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerTokens.tokenHash, hashToken(key1)));
    expect((await activate(key1)).body).toEqual(LINK_INVALID);
    expect((await customerRow(t, account.userName))!.userStatus).toBe('P');
  });

  it('must be known', async () => {
    for (const path of ['/api/user', '/api/user?key1=', '/api/user?key1=made-up']) {
      const res = await t.get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(LINK_INVALID);
    }
  });

  it('do not unblock a blocked account', async () => {
    const account = await signUp(t);
    const { key1 } = await mailedKey(account.userName, '/activate');
    await t.db
      .update(customers)
      .set({ userStatus: 'B' })
      .where(eq(customers.userName, account.userName));
    expect((await activate(key1)).body).toEqual(LINK_INVALID);
    expect((await customerRow(t, account.userName))!.userStatus).toBe('B');
  });

  it('confirm the newsletter ticked at sign-up, and only then', async () => {
    const account = await signUp(t, newAccount({ subscribe: true }));
    const byEmail = sql`lower(${newsletterSubscriptions.email}) = ${account.userName}`;
    expect(await t.db.select().from(newsletterSubscriptions).where(byEmail)).toEqual([]);
    const { key1 } = await mailedKey(account.userName, '/activate');
    await activate(key1);
    const [subscription] = await t.db.select().from(newsletterSubscriptions).where(byEmail);
    expect(subscription).toMatchObject({ status: 'C', lng: 'en' });
    expect(subscription!.confirmedAt).toBeInstanceOf(Date);

    const other = await activeAccount(t, { subscribe: false });
    const none = sql`lower(${newsletterSubscriptions.email}) = ${other.userName}`;
    expect(await t.db.select().from(newsletterSubscriptions).where(none)).toEqual([]);
  });
});

describe('sign-in of an account not yet active', () => {
  it('answers 403 ACCOUNT_NOT_ACTIVE and mails a new link, at most one a minute', async () => {
    const account = await signUp(t);
    const { key1: first } = await mailedKey(account.userName, '/activate');
    const ip = freshIp();
    const res = await signIn(t, account.userName, account.password, ip);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'ACCOUNT_NOT_ACTIVE',
      message: 'Your account is not active yet: we have sent you a new activation link',
    });
    // Sign-up's mail was moments ago: that link still stands, no second mail.
    expect(await mailsTo(account.userName)).toHaveLength(1);

    // A minute later, a new link replaces the old one.
    await t.db
      .update(customerTokens)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(customerTokens.tokenHash, hashToken(first)));
    expect((await signIn(t, account.userName, account.password, ip)).status).toBe(403);
    expect(await mailsTo(account.userName)).toHaveLength(2);
    const { key1: second } = await mailedKey(account.userName, '/activate');
    expect(second).not.toBe(first);
    expect((await activate(first)).body).toEqual(LINK_INVALID);
    expect((await activate(second)).status).toBe(200);
    expect((await signIn(t, account.userName, account.password, ip)).status).toBe(200);
  });

  it('answers LOGIN_FAILED for a wrong password, and mails nothing', async () => {
    const account = await signUp(t);
    const res = await signIn(t, account.userName, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('LOGIN_FAILED');
    expect(await mailsTo(account.userName)).toHaveLength(1);
  });
});
