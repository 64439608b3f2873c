import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSecret } from '../../src/server/config/jwt-secret';
import { startFakeBuildHook, type FakeBuildHook } from '../support/fake-build-hook';
import { hashPassword } from '../../src/server/customers/password';
import { customers } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { createApp } from '../../src/server/api/app';
import { requireAdmin } from '../../src/server/http/auth';
import { ADMIN_CALLS, STRAY_FIXTURES } from './admin-calls';
import { withIds, type AdminEndpoint, type CreatedIds } from './admin-endpoints';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;
let forged: string;
let expired: string;
/** An administrator's right password without the second step's code (issue 28.4). */
let passwordOnly: string;
let buildHook: FakeBuildHook;

beforeAll(async () => {
  t = await createTestApp();
  // POST admin_publish succeeds only with a build hook to call.
  buildHook = await startFakeBuildHook();
  process.env.BUILD_HOOK_URL = buildHook.url;
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
  const claims = JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString());
  forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('another-secret-'.repeat(4)));
  expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(jwtSecret());
  passwordOnly = await halfSignedIn();
});

/** The ticket signin gives an administrator whose password was right: not yet a session. */
async function halfSignedIn(): Promise<string> {
  const email = `half-${Date.now()}@test.example`;
  await t.db.insert(customers).values({
    userName: email,
    nickName: `half-${Date.now()}`,
    userType: 'A',
    userStatus: 'A',
    passwordHash: await hashPassword('half-password'),
  });
  const res = await t.send('POST', '/api/signin', { userName: email, password: 'half-password' });
  const ticket = (res.body.secondFactor as { ticket?: string } | undefined)?.ticket;
  if (!ticket) throw new Error(`signin gave no second step: ${JSON.stringify(res.body)}`);
  return ticket;
}
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  await buildHook.stop();
  await t.drop();
});

async function call(
  endpoint: AdminEndpoint,
  id: CreatedIds | undefined,
  headers: Record<string, string>,
) {
  const path = withIds(endpoint.path, id, false);
  const body =
    endpoint.body === undefined ? undefined : withIds(JSON.stringify(endpoint.body), id, true);
  const res = await t.app.request(path, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return res.status;
}

/** The routes the app itself guards with requireAdmin, as Hono lists them (`:cuid`). */
function guardedRoutes(): string[] {
  const app = createApp({ getDb: () => Promise.reject(new Error('only the routes are read')) });
  return app.routes
    .filter((route) => route.handler === requireAdmin)
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
}

describe('every admin call refuses anyone but an administrator', () => {
  it('attacks every route the app guards as an administrator’s', () => {
    const guarded = guardedRoutes();
    expect(guarded.length).toBeGreaterThan(30);
    expect(ADMIN_CALLS.map((call) => call.name).sort()).toEqual([...new Set(guarded)].sort());
  });

  it('calls no route that is not an administrator’s', () => {
    expect(STRAY_FIXTURES.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  for (const { name, bare, fixture } of ADMIN_CALLS) {
    it(name, async () => {
      const endpoint = fixture ?? bare;
      const id = endpoint.create ? await endpoint.create(t.db) : undefined;
      const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
      expect(await call(endpoint, id, {}), 'anonymous').toBe(401);
      expect(await call(endpoint, id, customer.headers), 'customer').toBe(403);
      expect(await call(endpoint, id, bearer(forged)), 'forged token').toBe(401);
      expect(await call(endpoint, id, { ...bearer(forged), customer: admin.email })).toBe(401);
      expect(await call(endpoint, id, bearer(expired)), 'expired token').toBe(401);
      expect(await call(endpoint, id, bearer(passwordOnly)), 'password only').toBe(401);
      // Refused to all others, the call must still let an administrator in.
      if (!fixture)
        throw new Error(`${name}: add a call an administrator succeeds with to admin-endpoints.ts`);
      const status = await call(endpoint, id, admin.headers);
      expect(status, 'administrator').toBeGreaterThanOrEqual(200);
      expect(status, 'administrator').toBeLessThan(300);
    });
  }
});
