import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '../../src/server/config/jwt-secret';
import { revokeSession } from '../../src/server/sessions/sessions';
import { customers } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const ADMIN_CALL = '/api/products?admin=true&rows=1';

describe('token checks on an admin call', () => {
  it('accepts a live administrator session', async () => {
    const admin = await signedInAs(t.db, 'A');
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(200);
  });

  it('refuses a token whose session was revoked (logout)', async () => {
    const admin = await signedInAs(t.db, 'A');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    await revokeSession(t.db, claims.jti as string);
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(401);
  });

  it('refuses a blocked account', async () => {
    const admin = await signedInAs(t.db, 'A');
    await t.db.update(customers).set({ userStatus: 'B' }).where(eq(customers.id, admin.id));
    expect((await t.get(ADMIN_CALL, admin.headers)).status).toBe(401);
  });

  it('refuses a token signed with another secret, and an expired one', async () => {
    const admin = await signedInAs(t.db, 'A');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await t.get(ADMIN_CALL, { authorization: `Bearer ${forged}` })).status).toBe(401);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(jwtSecret());
    expect((await t.get(ADMIN_CALL, { authorization: `Bearer ${expired}` })).status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const admin = await signedInAs(t.db, 'A');
    const [, body] = admin.token.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect((await t.get(ADMIN_CALL, { authorization: `Bearer ${none}` })).status).toBe(401);
  });

  it("refuses a token presented with someone else's email", async () => {
    const admin = await signedInAs(t.db, 'A');
    const res = await t.get(ADMIN_CALL, {
      authorization: `Bearer ${admin.token}`,
      customer: 'someone.else@test.example',
    });
    expect(res.status).toBe(403);
  });
});

describe('token checks on a public call', () => {
  it('treats a stale token as a visitor: public data still loads, nothing more', async () => {
    const admin = await signedInAs(t.db, 'A');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
    await revokeSession(t.db, claims.jti as string);
    const res = await t.get('/api/defaults', admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.suppliers).toEqual([]);
    expect((await t.get('/api/products?rows=1', admin.headers)).status).toBe(200);
    expect((await t.get('/api/products?admin=true', admin.headers)).status).toBe(401);
  });
});
