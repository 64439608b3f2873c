import type { Context } from 'hono';
import { unauthorised } from '../../core/domain-error';
import type { AppEnv, AuthUser } from './env';

/** The signed-in caller (after requireCustomer); the token alone says who that is. */
export function caller(c: Context<AppEnv>): AuthUser {
  const auth = c.get('auth');
  if (!auth) throw unauthorised();
  return auth;
}
