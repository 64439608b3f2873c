import { randomBytes } from 'node:crypto';
import { createApp, type App } from '../../src/server/api/app';
import { issueToken } from '../../src/server/http/auth';
import { hashPassword } from '../../src/server/customers/password';
import type { Db } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Db;
  /** The private database's URL, for a second pool (concurrent transactions). */
  url: string;
  drop: () => Promise<void>;
  /** GET a path and parse the JSON answer. */
  get: (path: string, headers?: Record<string, string>) => Promise<JsonResponse>;
  send: (
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<JsonResponse>;
}

export interface JsonResponse {
  status: number;
  // Tests look into answers freely; each assertion says what it expects.
  body: Record<string, unknown> & { [key: string]: unknown };
  headers: Headers;
}

/**
 * Not a header the app sees: the test app takes it out and gives it to the app as the socket's
 * remote address (the peerAddress binding a function host passes), so a test can call from an
 * address of its own (accounts-support.ts freshIp).
 */
export const PEER_ADDRESS = 'x-test-peer-address';

/** The headers to send, and the connection the app is told they came over. */
function connection(headers: Record<string, string>) {
  const { [PEER_ADDRESS]: peerAddress, ...sent } = headers;
  return { sent, bindings: { peerAddress } };
}

async function toJson(res: Response): Promise<JsonResponse> {
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('application/json') ? (JSON.parse(text) as JsonResponse['body']) : {},
    headers: res.headers,
  };
}

/** The real app over a private copy of the seeded database. */
export async function createTestApp(): Promise<TestApp> {
  const { db, url, drop } = await createTestDatabase();
  return testAppOver({ db, url, drop });
}

/** The real app over `db`, as one function instance with its own pool. */
export function testAppOver({ db, url, drop }: Pick<TestApp, 'db' | 'url' | 'drop'>): TestApp {
  const app = createApp({ getDb: async () => db });
  return {
    app,
    db,
    url,
    drop,
    get: async (path, headers = {}) => {
      const { sent, bindings } = connection(headers);
      return toJson(await app.request(path, { headers: sent }, bindings));
    },
    send: async (method, path, body, headers = {}) => {
      const { sent, bindings } = connection(headers);
      return toJson(
        await app.request(
          path,
          {
            method,
            headers: { 'content-type': 'application/json', ...sent },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          },
          bindings,
        ),
      );
    },
  };
}

/**
 * A new account of the given type with a live session; returns the headers a client sends. Its
 * password is `password-<the email's suffix>`; a test that never types it may pass one
 * `passwordHash` for many accounts (a scrypt per account costs a hundred accounts seconds).
 */
export async function signedInAs(
  db: Db,
  userType: 'A' | 'C',
  options: { passwordHash?: string } = {},
): Promise<{ id: string; email: string; token: string; headers: Record<string, string> }> {
  const suffix = randomBytes(4).toString('hex');
  const email = `${userType === 'A' ? 'boss' : 'shopper'}-${suffix}@test.example`;
  const [row] = await db
    .insert(customers)
    .values({
      userName: email,
      nickName: `nick-${suffix}`,
      userType,
      userStatus: 'A',
      passwordHash: options.passwordHash ?? (await hashPassword(`password-${suffix}`)),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer was not created');
  const { token } = await issueToken(db, { id: row.id, userType });
  return {
    id: row.id,
    email,
    token,
    headers: { authorization: `Bearer ${token}`, customer: email },
  };
}
