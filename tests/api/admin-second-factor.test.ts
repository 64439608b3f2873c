import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/customers/password';
import { customers, recoveryCodes, secondFactors } from '../../src/server/db/schema';
import { deviceCookie, totpCode } from '../support/second-factor';
import { createTestApp, type JsonResponse, type TestApp } from '../support/test-app';
import { activeAccount, freshIp, signIn, uniqueName } from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const CODE_INVALID = {
  code: 'CODE_INVALID',
  message: 'That code is not right: type the code your app shows now, or an unused recovery code',
};

interface Step {
  step: 'enrol' | 'code';
  ticket: string;
  enrolment?: { secret: string; uri: string; qrCode: string };
}

async function adminAccount() {
  const email = `${uniqueName('owner')}@accounts.example`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await t.db.insert(customers).values({
    userName: email,
    nickName: uniqueName('owner'),
    userType: 'A',
    userStatus: 'A',
    passwordHash: await hashPassword(password),
  });
  return { email, password };
}

function stepOf(res: JsonResponse): Step {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.user).toBeUndefined();
  return res.body.secondFactor as Step;
}

function secondStep(
  ticket: string,
  code: string,
  options: { remember?: boolean; ip?: Record<string, string> } = {},
) {
  return t.send(
    'POST',
    '/api/signin_second_factor',
    { ticket, code, ...(options.remember ? { remember: true } : {}) },
    options.ip ?? freshIp(),
  );
}

const adminCall = (token: string, email: string) =>
  t.get('/api/admin_customers', { authorization: `Bearer ${token}`, customer: email });

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** An administrator who has enrolled: their secret, and the recovery codes they were shown. */
async function enrolledAdmin() {
  const admin = await adminAccount();
  const { ticket, enrolment } = stepOf(await signIn(t, admin.email, admin.password));
  const done = await secondStep(ticket, totpCode(enrolment!.secret));
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { ...admin, secret: enrolment!.secret, recovery: done.body.recoveryCodes as string[] };
}

describe("an administrator's first sign-in after two-factor sign-in came", () => {
  it('enrols: a QR code and the secret, a first code, ten recovery codes, then the session', async () => {
    const admin = await adminAccount();
    const step = stepOf(await signIn(t, admin.email, admin.password));
    expect(step.step).toBe('enrol');
    const { secret, uri, qrCode } = step.enrolment!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri.startsWith('otpauth://totp/')).toBe(true);
    expect(qrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(Buffer.from(qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // The ticket is not a session: the back office refuses it.
    expect((await adminCall(step.ticket, admin.email)).status).toBe(401);
    expect((await secondStep(step.ticket, '000000')).body).toEqual(CODE_INVALID);

    const done = await secondStep(step.ticket, totpCode(secret));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const user = done.body.user as { userType: string; token: string };
    expect(user.userType).toBe('A');
    expect((await adminCall(user.token, admin.email)).status).toBe(200);
    const codes = done.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Kept sealed, the codes hashed: the database never holds either in clear.
    const [factor] = await t.db.select().from(secondFactors);
    expect(factor!.sealedSecret).not.toContain(secret);
    const hashes = await t.db.select().from(recoveryCodes);
    expect(hashes.map((row) => row.codeHash)).not.toContain(codes[0]);

    // Enrolled: the same ticket cannot enrol again, and the secret is never sent again.
    expect((await secondStep(step.ticket, totpCode(secret, later(30)))).body.code).toBe(
      'SIGN_IN_AGAIN',
    );
    const next = stepOf(await signIn(t, admin.email, admin.password));
    expect(next).toEqual({ step: 'code', ticket: expect.any(String) });
  });
});

describe("an enrolled administrator's sign-in", () => {
  it('gets no admin session from the password alone, and one with the right code', async () => {
    const admin = await enrolledAdmin();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    expect((await adminCall(ticket, admin.email)).status).toBe(401);
    const res = await secondStep(ticket, totpCode(admin.secret, later(30)));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.recoveryCodes).toBeUndefined();
    const token = (res.body.user as { token: string }).token;
    expect((await adminCall(token, admin.email)).status).toBe(200);
  });

  it('refuses a wrong code, a code used already, and an old one', async () => {
    const admin = await enrolledAdmin();
    const ip = freshIp();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    const wrong = String((Number(totpCode(admin.secret, later(30))) + 1) % 1_000_000).padStart(
      6,
      '0',
    );
    expect((await secondStep(ticket, wrong, { ip })).body).toEqual(CODE_INVALID);
    // Enrolment used the current step's code: it cannot be used again, nor an older one.
    expect((await secondStep(ticket, totpCode(admin.secret), { ip })).body).toEqual(CODE_INVALID);
    const old = await secondStep(ticket, totpCode(admin.secret, later(-120)), { ip });
    expect(old.body).toEqual(CODE_INVALID);
    const next = totpCode(admin.secret, later(30));
    expect((await secondStep(ticket, next, { ip: freshIp() })).status).toBe(200);
    expect((await secondStep(ticket, next, { ip: freshIp() })).body).toEqual(CODE_INVALID);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const admin = await enrolledAdmin();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    const code = admin.recovery[3]!;
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    expect((await secondStep(ticket, typed)).status).toBe(200);
    expect((await secondStep(ticket, code)).body).toEqual(CODE_INVALID);
    expect((await secondStep(ticket, admin.recovery[4]!)).status).toBe(200);
  });

  it('throttles wrong codes as it throttles passwords', async () => {
    const admin = await enrolledAdmin();
    const ip = freshIp();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push((await secondStep(ticket, `00000${attempt}`, { ip })).status);
    }
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(answers.at(-1)).toBe(429);
  });

  it('skips the code on a remembered device, until the reset command or a new password', async () => {
    const admin = await enrolledAdmin();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    const done = await secondStep(ticket, totpCode(admin.secret, later(30)), { remember: true });
    const setCookie = done.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/admin_device=.*HttpOnly/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const cookie = { cookie: deviceCookie(done.headers)!, ...freshIp() };

    const remembered = await t.send(
      'POST',
      '/api/signin',
      { userName: admin.email, password: admin.password },
      cookie,
    );
    expect(remembered.status).toBe(200);
    expect((remembered.body.user as { userType: string }).userType).toBe('A');
    // The device never stands in for the password.
    const wrong = await t.send(
      'POST',
      '/api/signin',
      { userName: admin.email, password: 'not-it-at-all' },
      cookie,
    );
    expect(wrong.status).toBe(401);
    // Another administrator's sign-in on the same browser still needs their code.
    const other = await enrolledAdmin();
    const theirs = await t.send(
      'POST',
      '/api/signin',
      { userName: other.email, password: other.password },
      cookie,
    );
    expect(stepOf(theirs).step).toBe('code');

    const tsx = path.resolve('node_modules/.bin/tsx');
    await promisify(execFile)(tsx, ['scripts/admin-reset-2fa.ts', '--email', admin.email], {
      env: { ...process.env, DATABASE_URL: t.url },
    });
    const afterReset = await t.send(
      'POST',
      '/api/signin',
      { userName: admin.email, password: admin.password },
      cookie,
    );
    expect(stepOf(afterReset).step).toBe('enrol');
    expect(
      (await adminCall((remembered.body.user as { token: string }).token, admin.email)).status,
    ).toBe(401);
  });

  it('forgets the device when the password changes', async () => {
    const admin = await enrolledAdmin();
    const { ticket } = stepOf(await signIn(t, admin.email, admin.password));
    const done = await secondStep(ticket, totpCode(admin.secret, later(30)), { remember: true });
    const cookie = { cookie: deviceCookie(done.headers)!, ...freshIp() };
    await t.db
      .update(customers)
      .set({ passwordHash: await hashPassword('a-new-password') })
      .where(eq(customers.userName, admin.email));
    const res = await t.send(
      'POST',
      '/api/signin',
      { userName: admin.email, password: 'a-new-password' },
      cookie,
    );
    expect(stepOf(res).step).toBe('code');
  });
});

describe("a customer's sign-in", () => {
  it('is unchanged: the password gives the session, with no second step', async () => {
    const account = await activeAccount(t);
    const res = await signIn(t, account.userName, account.password);
    expect(res.status).toBe(200);
    expect(res.body.secondFactor).toBeUndefined();
    expect(res.body.user).toMatchObject({ userName: account.userName, userType: 'C' });
  });

  it('cannot take a second step: there is no ticket to take it with', async () => {
    const res = await secondStep('not-a-ticket', '123456');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SIGN_IN_AGAIN');
  });
});
