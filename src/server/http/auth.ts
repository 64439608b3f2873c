import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { loginLevel } from '../../core/customers/login-level';
import { jwtSecret } from '../config/jwt-secret';
import type { Db } from '../db/client';
import { SESSION_LEFT_HEADER } from '../../core/customers/idle-warning';
import { endNeedsWriting, sessionEnds, slidingSessionEnd } from '../../core/customers/session-life';
import { sessionLimitsFromEnv } from '../config/session-limits';
import { createSession, findLiveSession, setSessionEnd } from '../sessions/sessions';
import type { AppEnv, AuthUser } from './env';
import { readBodyCredentials } from './body-credentials';
import { DomainError as ApiError, forbidden, unauthorised } from '../../core/domain-error';

const ISSUER = 'shop';
const LIMITS = sessionLimitsFromEnv();

/**
 * Signs a token for a fresh server-side session; the session row is what logout revokes and
 * what ends it: a customer's after TOKEN_TTL_SECONDS without a call, an administrator's after
 * ADMIN_IDLE_SECONDS (src/core/customers/session-life.ts). The token's own expiry is the
 * latest the session could last.
 */
export async function issueToken(
  db: Db,
  customer: { id: string; userType: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const ends = sessionEnds(customer.userType === 'A', now, LIMITS);
  const sessionId = await createSession(db, customer.id, {
    createdAt: now,
    expiresAt: ends.expiresAt,
  });
  const token = await new SignJWT({ typ: customer.userType })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(customer.id)
    .setJti(sessionId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(ends.tokenExpiresAt.getTime() / 1000))
    .sign(jwtSecret());
  return { token, expiresAt: ends.expiresAt };
}

/**
 * A call keeps the session alive for another idle period, up to its cap; past the cap it is
 * refused. The end is written only when it moves by a step (an hour for a customer), so
 * browsing costs no write per call. (The account's type now decides, so an account made an
 * administrator during a customer's session gets the administrator's life from its next call.)
 */
async function keepSessionAlive(
  db: Db,
  isAdmin: boolean,
  session: { sessionId: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const now = new Date();
  const end = slidingSessionEnd(isAdmin, session.createdAt, now, LIMITS);
  if (end <= now) throw unauthorised();
  if (!endNeedsWriting(isAdmin, session.expiresAt, end)) {
    return session.expiresAt.getTime() - now.getTime();
  }
  await setSessionEnd(db, session.sessionId, end);
  return end.getTime() - now.getTime();
}

/** Spec: the token goes in the Authorization header; admin reads may carry it in the query. */
function headerOrQueryToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? c.req.query('token') ?? undefined;
}

/** The email a client says it is (customer header, or email in the query). */
function claimedEmail(c: Context): string | undefined {
  return c.req.header('customer') ?? c.req.query('email') ?? undefined;
}

const sameEmail = (claimed: string, email: string) =>
  claimed.trim().toLowerCase() === email.toLowerCase();

async function authenticate(c: Context<AppEnv>): Promise<AuthUser | null> {
  const body = await readBodyCredentials(c);
  const sent = headerOrQueryToken(c);
  // Two different tokens name two sessions, maybe two people: the call says no one caller.
  if (sent && body.token && body.token !== sent) throw unauthorised();
  const token = sent ?? body.token;
  if (!token) return null;
  let sessionId: string | undefined;
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    sessionId = payload.jti;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) throw unauthorised();
    throw err;
  }
  if (!sessionId) throw unauthorised();
  const session = await findLiveSession(c.get('db'), sessionId);
  if (!session) throw unauthorised();
  // The token says who the caller is; an email naming someone else is refused, never obeyed.
  for (const claimed of [claimedEmail(c), body.email]) {
    if (claimed && !sameEmail(claimed, session.email)) throw forbidden();
  }
  const userType = session.userType === 'A' ? 'A' : 'C';
  const left = await keepSessionAlive(c.get('db'), userType === 'A', session);
  // Every administrator's answer says how long the session has left (idle-warning.ts).
  if (userType === 'A') c.header(SESSION_LEFT_HEADER, String(Math.floor(left / 1000)));
  return {
    customerId: session.customerId,
    email: session.email,
    sessionId: session.sessionId,
    userType,
    level: loginLevel(userType),
  };
}

/**
 * Public calls read a token when there is one. A stale or foreign token makes the caller a
 * visitor (it grants nothing), so an expired session never breaks the shop's public pages.
 */
export async function userOrVisitor(c: Context<AppEnv>): Promise<AuthUser | undefined> {
  try {
    return (await authenticate(c)) ?? undefined;
  } catch (err) {
    if (err instanceof ApiError) return undefined;
    throw err;
  }
}

export const optionalAuth = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', await userOrVisitor(c));
  await next();
});

export const requireCustomer = createMiddleware<AppEnv>(async (c, next) => {
  const auth = await authenticate(c);
  if (!auth) throw unauthorised();
  c.set('auth', auth);
  await next();
});

/** The administrator making this call: 401 without a valid token, 403 for anyone else. */
export async function adminFrom(c: Context<AppEnv>): Promise<AuthUser> {
  const auth = await authenticate(c);
  if (!auth) throw unauthorised();
  if (auth.userType !== 'A') throw forbidden();
  return auth;
}

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  c.set('auth', await adminFrom(c));
  await next();
});
