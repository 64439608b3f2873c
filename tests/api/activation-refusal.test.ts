import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationRefusals } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { customerRow, mailedKey, mailsTo, newAccount, signIn, signUp } from './accounts-support';

/*
 * Issue 28.8: the owner of an address that got an activation mail it did not ask for stops
 * further ones with the mail's "This wasn't me" link (docs/decisions.md, "Issue 28.8").
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const refuse = (key1: unknown) => t.send('POST', '/api/refuse_activation', { key1 });

/** The key of the newest "This wasn't me" link mailed to the address. */
async function notMeKey(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const link = mail?.links.map((l) => new URL(l)).find((url) => url.pathname === '/not_me');
  if (!link) throw new Error(`no /not_me link was mailed to ${email}`);
  return link.searchParams.get('key1') ?? '';
}

describe('This wasn’t me', () => {
  it('comes with every activation mail, holding that mail’s key', async () => {
    const account = await signUp(t);
    const { key1, mail } = await mailedKey(account.userName, '/activate');
    expect(await notMeKey(account.userName)).toBe(key1);
    expect(mail.text).toContain('Someone else signed up with your address?');
  });

  it('deletes the never-activated account and stops every later activation mail', async () => {
    const account = await signUp(t);
    const key1 = await notMeKey(account.userName);
    const res = await refuse(key1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ refused: true });
    expect(await customerRow(t, account.userName)).toBeUndefined();
    // Only a hash is kept: the address itself is nowhere in the table.
    const kept = await t.db.select().from(activationRefusals);
    expect(JSON.stringify(kept)).not.toContain(account.userName);

    // A new sign-up with the address (in other letters) answers as the spec says, mails nothing.
    const mailsBefore = (await mailsTo(account.userName)).length;
    const again = newAccount({ userName: account.userName.toUpperCase() });
    expect((await t.send('POST', '/api/signup', again)).status).toBe(201);
    expect(await customerRow(t, account.userName)).toMatchObject({ userStatus: 'P' });
    // Signing in to it would mail a fresh link: not to this address.
    expect((await signIn(t, again.userName, again.password)).body.code).toBe('ACCOUNT_NOT_ACTIVE');
    expect((await mailsTo(account.userName)).length).toBe(mailsBefore);
    // The contract's answer to the same address again is unchanged too.
    const third = await t.send('POST', '/api/signup', newAccount({ userName: account.userName }));
    expect(third.status).toBe(409);
    expect(third.body.code).toBe('EMAIL_IN_USE');
  });

  it('stops only that address', async () => {
    const refused = await signUp(t);
    expect((await refuse(await notMeKey(refused.userName))).status).toBe(200);
    const other = await signUp(t);
    expect(await notMeKey(other.userName)).not.toBe('');
  });

  it('answers LINK_INVALID for a used, made-up or missing key, and for an activated account', async () => {
    const account = await signUp(t);
    const key1 = await notMeKey(account.userName);
    expect((await refuse(key1)).status).toBe(200);
    for (const key of [key1, 'made-up', '', 42]) {
      const res = await refuse(key);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'LINK_INVALID',
        message: 'The link is invalid or is no longer available',
      });
    }
    const active = await signUp(t);
    const activeKey = await notMeKey(active.userName);
    expect((await t.get('/api/user', { 'Link-Key': activeKey })).status).toBe(200);
    expect((await refuse(activeKey)).status).toBe(400);
    expect(await customerRow(t, active.userName)).toMatchObject({ userStatus: 'A' });
  });
});
