import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { solvedCaptcha } from '../support/captcha';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { freshIp, newAccount } from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
afterEach(() => vi.unstubAllEnvs());

const signUp = (ip: Record<string, string>, extra: Record<string, unknown> = {}) =>
  t.send('POST', '/api/signup', { ...newAccount(), ...extra }, ip);

describe('sign-ups from one address (issue 28.8)', () => {
  it('need the robot check after the first 3 in an hour, and stop at 10 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await signUp(ip)).status).toBe(201);
    const asked = await signUp(ip);
    expect(asked.status).toBe(400);
    expect(asked.body).toMatchObject({ code: 'NOT_A_ROBOT', captchaRequired: true });
    // Another address is not asked.
    expect((await signUp(freshIp())).status).toBe(201);
    // A solved check lets the next ones through, each with its own.
    for (let i = 5; i <= 10; i += 1) {
      const res = await signUp(ip, { captcha: await solvedCaptcha(t) });
      expect(res.status, `sign-up ${i}`).toBe(201);
    }
    const refused = await signUp(ip, { captcha: await solvedCaptcha(t) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  });

  it('take a nickname of words, not a link or markup', async () => {
    for (const nickName of ['Visit https://prizes.example', '<a href=x>win</a>', 'cheap.xyz']) {
      const res = await signUp(freshIp(), { nickName });
      expect(res.status, nickName).toBe(400);
      expect(res.body).toMatchObject({
        fields: [
          {
            field: 'nickName',
            message: "A nickname may hold letters, digits, spaces and . _ - ' only",
          },
        ],
      });
    }
    expect((await signUp(freshIp(), { nickName: "Zoë D'Angelo-2" })).status).toBe(201);
    // The profile's nickname is the same field.
    const me = await signedInAs(t.db, 'C');
    const profile = await t.send('PUT', '/api/profile', { nickName: 'www.prizes' }, me.headers);
    expect(profile.status).toBe(400);
  });
});
