import { eq } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaChallenge } from '../../src/server/captcha/challenge';
import {
  captchaSettings,
  PRODUCTION_CAPTCHA_SETTINGS,
} from '../../src/server/captcha/captcha-settings';
import { verifyCaptcha } from '../../src/server/captcha/verify-captcha';
import { captchaUses } from '../../src/server/db/schema';
import { solve, solvedCaptcha, widgetPayload } from '../support/captcha';
import { createTestApp, type TestApp } from '../support/test-app';

// Tiny work for the tests; the production settings have their own test below.
process.env.ALTCHA_COST = '10';
process.env.ALTCHA_MAX_COUNTER = '30';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
afterEach(() => {
  delete process.env.ALTCHA_HMAC_KEY;
});

const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString());
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET captcha', () => {
  it('serves a signed ALTCHA v2 challenge that expires in 10 minutes and is never cached', async () => {
    const res = await t.get('/api/captcha');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { parameters, signature } = res.body as unknown as Challenge;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const inSeconds = parameters.expiresAt! - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(590);
    expect(inSeconds).toBeLessThanOrEqual(600);
  });

  it('hands out a different challenge every time', async () => {
    const a = (await t.get('/api/captcha')).body as unknown as Challenge;
    const b = (await t.get('/api/captcha')).body as unknown as Challenge;
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
  });
});

describe('verifyCaptcha', () => {
  it('accepts a solved challenge once, then refuses the replay', async () => {
    const payload = await solvedCaptcha(t);
    expect(await verifyCaptcha(t.db, payload)).toBe(true);
    expect(await verifyCaptcha(t.db, payload)).toBe(false);
    const signature = decode(payload).challenge.signature as string;
    const rows = await t.db.select().from(captchaUses).where(eq(captchaUses.signature, signature));
    expect(rows).toHaveLength(1);
  });

  it('accepts the decoded object as well as the widget string', async () => {
    expect(await verifyCaptcha(t.db, decode(await solvedCaptcha(t)))).toBe(true);
  });

  it('refuses nothing, junk and the widget test mode', async () => {
    for (const payload of [
      undefined,
      null,
      '',
      42,
      'not base64 json',
      encode({ challenge: null, solution: null, test: true }),
      'x'.repeat(5000),
    ]) {
      expect(await verifyCaptcha(t.db, payload)).toBe(false);
    }
  });

  it('refuses a wrong key and a challenge whose parameters were changed', async () => {
    const challenge = await createCaptchaChallenge();
    const solution = await solve(challenge);
    // The derived key is the proof (checked against the signed key signature), not the counter.
    const wrongKey = { ...solution, derivedKey: '0'.repeat(64) };
    expect(await verifyCaptcha(t.db, widgetPayload(challenge, wrongKey))).toBe(false);
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await verifyCaptcha(t.db, widgetPayload(cheaper, solution))).toBe(false);
    const longer = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
    };
    expect(await verifyCaptcha(t.db, widgetPayload(longer, solution))).toBe(false);
    // Untouched, the same solution is good: the refusals above were about the changes.
    expect(await verifyCaptcha(t.db, widgetPayload(challenge, solution))).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const expired = await createCaptchaChallenge({ ...captchaSettings(), ttlSeconds: -60 });
    expect(await verifyCaptcha(t.db, widgetPayload(expired, await solve(expired)))).toBe(false);
  });

  it('refuses a challenge signed with another key', async () => {
    process.env.ALTCHA_HMAC_KEY = 'another-key-'.repeat(4);
    const foreign = await createCaptchaChallenge();
    delete process.env.ALTCHA_HMAC_KEY;
    expect(await verifyCaptcha(t.db, widgetPayload(foreign, await solve(foreign)))).toBe(false);
  });

  it('signs with ALTCHA_HMAC_KEY when it is set, and refuses a short one', async () => {
    process.env.ALTCHA_HMAC_KEY = 'the-altcha-key-'.repeat(3);
    const challenge = await createCaptchaChallenge();
    expect(await verifyCaptcha(t.db, widgetPayload(challenge, await solve(challenge)))).toBe(true);
    process.env.ALTCHA_HMAC_KEY = 'short';
    await expect(createCaptchaChallenge()).rejects.toThrow(/at least 32 characters/);
  });

  it('clears used challenges once they have expired', async () => {
    const stale = 'stale-'.padEnd(64, '0');
    await t.db
      .insert(captchaUses)
      .values({ signature: stale, expiresAt: new Date(Date.now() - 1000) });
    expect(await verifyCaptcha(t.db, await solvedCaptcha(t))).toBe(true);
    const left = await t.db.select().from(captchaUses).where(eq(captchaUses.signature, stale));
    expect(left).toEqual([]);
  });
});

describe('production settings', () => {
  it('make a challenge of bounded work that a solver finishes and the server accepts', async () => {
    const challenge = await createCaptchaChallenge(PRODUCTION_CAPTCHA_SETTINGS);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    const started = performance.now();
    const solution = await solve(challenge);
    const seconds = (performance.now() - started) / 1000;
    // The work is the counter: from a third of the maximum to the maximum.
    expect(solution.counter).toBeGreaterThanOrEqual(300);
    expect(solution.counter).toBeLessThanOrEqual(900);
    console.log(
      `production captcha: ${solution.counter} attempts, ${seconds.toFixed(2)} s on one core`,
    );
    expect(await verifyCaptcha(t.db, widgetPayload(challenge, solution))).toBe(true);
  });
});
