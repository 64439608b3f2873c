import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { freshIp, mailedKey, signUp } from './accounts-support';

/*
 * Issue 28.7: the shop's own client sends a mailed link's key in the Link-Key header, out of the
 * address that access logs keep; the spec's `?key1=` keeps working (accounts-*.test.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

describe('the Link-Key header', () => {
  it('activates an account (GET user) as ?key1= does, and only once', async () => {
    const account = await signUp(t);
    const { key1 } = await mailedKey(account.userName, '/activate');
    const first = await t.get('/api/user', { 'Link-Key': key1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.user).toMatchObject({ userName: account.userName });
    const again = await t.get('/api/user', { 'Link-Key': key1 });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('LINK_INVALID');
  });

  it('names the account of a reset link (GET reset_user) and leaves the link usable', async () => {
    const account = await signUp(t);
    const sent = await t.send(
      'POST',
      '/api/forgot_password',
      { userName: account.userName, lng: 'eng' },
      freshIp(),
    );
    expect(sent.status).toBe(200);
    const { key1 } = await mailedKey(account.userName, '/reset_password');
    for (let i = 0; i < 2; i++) {
      const res = await t.get('/api/reset_user', { 'Link-Key': key1 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user).toEqual({ userName: account.userName });
    }
    const dead = await t.get('/api/reset_user', { 'Link-Key': 'made-up' });
    expect(dead.status).toBe(400);
  });

  it('is described in the OpenAPI document on the reads that take it', async () => {
    const doc = await t.get('/api/openapi.json');
    const paths = doc.body.paths as Record<string, { get?: { parameters?: unknown[] } }>;
    for (const path of ['/user', '/reset_user', '/order_payment']) {
      expect(paths[path]?.get?.parameters).toContainEqual(
        expect.objectContaining({ name: 'Link-Key', in: 'header' }),
      );
    }
  });
});
