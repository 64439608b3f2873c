import type { Context } from 'hono';
import type { CredentialKey } from '../../core/security/credential-key';
import type { AppEnv } from './env';
import { badRequest } from '../../core/domain-error';

/**
 * Spec 6: "Admin calls carry email and token (query string on reads, body on writes)"; spec 7
 * has PUT profile carry `token` in its body too. So a write's JSON body may hold the caller's
 * `token` and `email` beside the call's own fields. They are read here for the auth middleware,
 * and taken out of the body before any schema sees it (validate.ts), so no call's schema needs
 * to know them and a strict one does not refuse them.
 */

export interface BodyCredentials {
  token?: string;
  email?: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body as JSON when it is an object; anything else carries no credentials. */
async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown> | undefined> {
  try {
    // Hono keeps the body's text, so the route reads it again as it would have.
    const body: unknown = await c.req.json();
    return isObject(body) ? body : undefined;
  } catch {
    // Not JSON, or no body: the route's own reading answers for that.
    return undefined;
  }
}

/**
 * The credentials a write's body carries. A key holding null or '' is taken out but counts as
 * not sent (a signed-out client sends `token: ''`); any other value that is not text is a 400.
 */
export async function readBodyCredentials(c: Context<AppEnv>): Promise<BodyCredentials> {
  if (!WRITES.has(c.req.method)) return {};
  const body = await jsonObject(c);
  if (!body) return {};
  // A call whose body has a field of its own under a credential's name declares it
  // (ownBodyFields): there the body never carries that credential.
  const owned = c.get('route')?.ownBodyFields ?? [];
  const out: BodyCredentials = {};
  const taken: CredentialKey[] = [];
  for (const key of ['token', 'email'] as const) {
    if (owned.includes(key) || !Object.hasOwn(body, key)) continue;
    const value = body[key];
    if (value !== null && typeof value !== 'string') {
      throw badRequest(`Invalid body field "${key}": Must be a string`, [
        { field: key, message: 'Must be a string' },
      ]);
    }
    taken.push(key);
    if (value) out[key] = value;
  }
  c.set('bodyCredentials', taken);
  return out;
}

/** The body without the credentials the auth middleware took from it. */
export function withoutCredentials(
  c: Context<AppEnv>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const taken = c.get('bodyCredentials');
  if (!taken?.length) return body;
  const rest = { ...body };
  for (const key of taken) delete rest[key];
  return rest;
}
