import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { activeAccount, freshIp, mailedKey, newAccount, session, signIn } from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const MESSAGE = 'This password is one of the most used ones: choose another';
const refusal = (field: string) => ({
  code: 'PASSWORD_TOO_COMMON',
  message: MESSAGE,
  fields: [{ field, message: MESSAGE }],
});

// From the list's top, its middle and near the 10,000th; in any case.
const COMMON = ['password', 'Sunshine', 'iloveyou1', 'dalmatio'];

describe('common passwords (issue 28.6)', () => {
  it('are refused at sign-up, whatever their case; the account is not made', async () => {
    for (const password of COMMON) {
      const account = newAccount({ password });
      const res = await t.send('POST', '/api/signup', account, freshIp());
      expect(res.status, password).toBe(400);
      expect(res.body).toMatchObject(refusal('password'));
      expect((await signIn(t, account.userName, password)).status).toBe(401);
    }
    // One a little less used passes.
    const res = await t.send('POST', '/api/signup', newAccount({ password: 'dalmatio-7' }));
    expect(res.status).toBe(201);
  });

  it('are refused by a password reset, which leaves the link usable', async () => {
    const account = await activeAccount(t);
    await t.send('POST', '/api/forgot_password', { userName: account.userName }, freshIp());
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    const common = await t.send('POST', '/api/reset_password', {
      key1,
      password: 'Password1',
      confirmPassword: 'Password1',
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject(refusal('password'));
    const fine = await t.send('POST', '/api/reset_password', {
      key1,
      password: 'a-far-less-common-one',
      confirmPassword: 'a-far-less-common-one',
    });
    expect(fine.status).toBe(200);
  });

  it('are refused as a new password, and the old one still signs in', async () => {
    const account = await activeAccount(t);
    const me = await session(t, account.userName, account.password);
    const res = await t.send(
      'PUT',
      '/api/password',
      {
        currentPassword: account.password,
        newPassword: 'qwertyuiop',
        confirmPassword: 'qwertyuiop',
      },
      { ...me.headers, ...freshIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(refusal('newPassword'));
    expect((await signIn(t, account.userName, account.password)).status).toBe(200);
  });
});
