import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, suppliers } from '../../src/server/db/schema';
import { startFakeBuildHook, type FakeBuildHook } from '../support/fake-build-hook';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';
import { ADMIN_CALLS } from './admin-calls';
import { ADMIN_ENDPOINTS, withIds, type AdminEndpoint } from './admin-endpoints';

/**
 * Spec 6 and 7: "Admin calls carry email and token (query string on reads, body on writes)".
 * A client that follows the spec sends no Authorization header on a write, only `email` and
 * `token` beside the call's own fields; every admin write must take them as the header.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
let customer: Awaited<ReturnType<typeof signedInAs>>;
let buildHook: FakeBuildHook;

beforeAll(async () => {
  t = await createTestApp();
  // POST admin_publish succeeds only with a build hook to call.
  buildHook = await startFakeBuildHook();
  process.env.BUILD_HOOK_URL = buildHook.url;
  admin = await signedInAs(t.db, 'A');
  customer = await signedInAs(t.db, 'C');
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  await buildHook.stop();
  await t.drop();
});

const WRITES = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');

/** The call's own body (`{}` when it has none), its placeholders filled. */
function ownBody(endpoint: AdminEndpoint, ids: unknown): Record<string, unknown> {
  if (endpoint.body === undefined) return {};
  const text = withIds(JSON.stringify(endpoint.body), ids as never, true);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * The caller's credentials as a spec client adds them. Where the call's body has an `email` of
 * its own (a supplier's address, admin_site_email's section), only the token rides along.
 */
function credentials(body: Record<string, unknown>, token: string, email: string) {
  return 'email' in body ? { token } : { email, token };
}

async function send(
  endpoint: AdminEndpoint,
  ids: unknown,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.request(withIds(endpoint.path, ids as never, false), {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('every admin write takes email and token in the body (no header)', () => {
  it('knows every admin write the app declares', () => {
    const writes = ADMIN_CALLS.filter((call) => call.bare.method !== 'GET');
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((call) => !call.fixture).map((call) => call.name)).toEqual([]);
  });

  for (const endpoint of WRITES) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const ids = endpoint.create ? await endpoint.create(t.db) : undefined;
      const body = ownBody(endpoint, ids);
      const withToken = (token: string, email: string) => ({
        ...body,
        ...credentials(body, token, email),
      });
      const tampered = `${admin.token.slice(0, -4)}AAAA`;
      expect((await send(endpoint, ids, withToken('not-a-token', admin.email))).status).toBe(401);
      expect((await send(endpoint, ids, withToken(tampered, admin.email))).status).toBe(401);
      expect(
        (await send(endpoint, ids, withToken(customer.token, customer.email))).status,
        "a customer's token",
      ).toBe(403);
      if (!('email' in body)) {
        // The administrator's token with someone else's email: refused, as with the header.
        expect((await send(endpoint, ids, withToken(admin.token, customer.email))).status).toBe(
          403,
        );
      }
      const res = await send(endpoint, ids, withToken(admin.token, admin.email));
      expect(res.status, await res.clone().text()).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    });
  }
});

describe('the sample blog’s administrator writes (spec 7: POST posts, DELETE posts/{id})', () => {
  it('adds and deletes a post with the credentials in the body', async () => {
    const post = {
      name: 'Body Auth',
      title: 'Body auth post',
      content: 'Written by a spec client.',
    };
    const asCustomer = await t.send('POST', '/api/posts', {
      post,
      email: customer.email,
      token: customer.token,
    });
    expect(asCustomer.status).toBe(403);
    const added = await t.send('POST', '/api/posts', {
      post,
      email: admin.email,
      token: admin.token,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { cuid } = added.body.post as { cuid: string };
    const deleted = await t.send('DELETE', `/api/posts/${cuid}`, {
      email: admin.email,
      token: admin.token,
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });
});

describe('body credentials beside the header', () => {
  const brand = (name: string) => ({ name, itaName: name });

  it('accepts the same token in both, on a call whose own fields are checked strictly', async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const res = await t.send(
      'PUT',
      '/api/admin_product_sub_category',
      { _id: product!.id, subCategoryIds: [], email: admin.email, token: admin.token },
      admin.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses a body token that is not the header one, whichever holds the administrator', async () => {
    const adminHeaderCustomerBody = await t.send(
      'POST',
      '/api/admin_brands',
      { ...brand('Mixed One'), token: customer.token },
      admin.headers,
    );
    expect(adminHeaderCustomerBody.status).toBe(401);
    const customerHeaderAdminBody = await t.send(
      'POST',
      '/api/admin_brands',
      { ...brand('Mixed Two'), email: admin.email, token: admin.token },
      { authorization: `Bearer ${customer.token}` },
    );
    expect(customerHeaderAdminBody.status).toBe(401);
  });

  it('refuses a body email naming someone else than the header token', async () => {
    const res = await t.send(
      'POST',
      '/api/admin_brands',
      { ...brand('Other Email'), email: customer.email },
      admin.headers,
    );
    expect(res.status).toBe(403);
  });

  it('refuses a token that is not text, and reads an empty one as none', async () => {
    const numeric = await t.send('POST', '/api/admin_brands', { ...brand('Num'), token: 42 });
    expect(numeric.status).toBe(400);
    expect(numeric.body.fields).toEqual([{ field: 'token', message: 'Must be a string' }]);
    const empty = await t.send('POST', '/api/admin_brands', { ...brand('Empty'), token: '' });
    expect(empty.status).toBe(401);
    const emptyWithHeader = await t.send(
      'POST',
      '/api/admin_brands',
      { ...brand('Empty With Header'), email: '', token: '' },
      admin.headers,
    );
    expect(emptyWithHeader.status, JSON.stringify(emptyWithHeader.body)).toBe(200);
  });
});

describe('a body email that is the record’s own', () => {
  it('saves a supplier with its email, the caller known by the body token alone', async () => {
    const res = await t.send('POST', '/api/admin_suppliers', {
      name: 'Body Token Supplier',
      email: 'orders@supplier.example',
      token: admin.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db
      .select()
      .from(suppliers)
      .where(eq(suppliers.name, 'Body Token Supplier'));
    expect(row?.email).toBe('orders@supplier.example');
  });

  it('saves admin_site_email, whose email is the section', async () => {
    const email = { fromName: 'Borse', fromAddress: 'shop@borse.example', orderCopyTo: '' };
    const res = await t.send('POST', '/api/admin_site_email', { email, token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.site as { email: unknown }).email).toEqual(email);
  });
});

describe('customer writes with the token in the body (spec 7: PUT profile)', () => {
  it('changes the profile with customer and token in the body, no header', async () => {
    const res = await t.send('PUT', '/api/profile', {
      nickName: 'body-token-nick',
      customer: customer.email,
      token: customer.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ nickName: 'body-token-nick' });
  });

  it('refuses another customer named beside the token', async () => {
    const other = await signedInAs(t.db, 'C');
    const res = await t.send('PUT', '/api/profile', {
      nickName: 'taken-over',
      email: other.email,
      token: customer.token,
    });
    expect(res.status).toBe(403);
  });
});
