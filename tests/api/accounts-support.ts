import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { PEER_ADDRESS, type JsonResponse, type TestApp } from '../support/test-app';

/** A client address of its own, so tests never throttle each other. */
export function freshIp(): Record<string, string> {
  const b = randomBytes(3);
  return { [PEER_ADDRESS]: `10.${b[0]}.${b[1]}.${b[2]}` };
}

export function uniqueName(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

export function newAccount(overrides: Record<string, unknown> = {}) {
  const nick = uniqueName('nick');
  return {
    userName: `${nick}@accounts.example`,
    nickName: nick,
    password: `pw-${randomBytes(6).toString('hex')}`,
    firstName: 'Anna',
    lastName: 'Rossi',
    ...overrides,
  } as { userName: string; nickName: string; password: string } & Record<string, unknown>;
}

/** The `key1` of the newest mailed link to `path` for this address. */
export async function mailedKey(
  email: string,
  path: '/activate' | '/reset_password' | '/signin_link',
) {
  const [mail] = (await listOutbox({ to: email })).filter((m) =>
    m.links.some((link) => new URL(link).pathname.endsWith(path)),
  );
  const link = mail?.links.find((l) => new URL(l).pathname.endsWith(path));
  if (!link) throw new Error(`no ${path} link was mailed to ${email}`);
  const key1 = new URL(link).searchParams.get('key1');
  if (!key1) throw new Error(`the ${path} link has no key1: ${link}`);
  return { key1, link, mail: mail! };
}

export async function mailsTo(email: string) {
  return listOutbox({ to: email });
}

export async function signUp(t: TestApp, account = newAccount()) {
  const res = await t.send('POST', '/api/signup', account);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return account;
}

/** Signs up and opens the activation link: an active account and its password. */
export async function activeAccount(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = await signUp(t, newAccount(overrides));
  const { key1 } = await mailedKey(account.userName, '/activate');
  const res = await t.get(`/api/user?key1=${encodeURIComponent(key1)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [row] = await t.db.select().from(customers).where(eq(customers.userName, account.userName));
  return { ...account, id: row!.id };
}

export function signIn(
  t: TestApp,
  userName: string,
  password: string,
  ip: Record<string, string> = freshIp(),
): Promise<JsonResponse> {
  return t.send('POST', '/api/signin', { userName, password }, ip);
}

/** Signs in and gives the headers a client then sends. */
export async function session(t: TestApp, userName: string, password: string) {
  const res = await signIn(t, userName, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = (res.body.user as { token: string }).token;
  return { token, headers: { authorization: `Bearer ${token}`, customer: userName } };
}

export async function customerRow(t: TestApp, email: string) {
  const [row] = await t.db
    .select()
    .from(customers)
    .where(sql`lower(${customers.userName}) = ${email.toLowerCase()}`);
  return row;
}
