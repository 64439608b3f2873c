import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../http/env';
import { unauthorised } from '../http/errors';

/** The signed-in caller (after requireCustomer); the token alone says who that is. */
export function caller(c: Context<AppEnv>): AuthUser {
  const auth = c.get('auth');
  if (!auth) throw unauthorised();
  return auth;
}
