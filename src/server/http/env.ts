import type { AuthUser } from '../../core/customers/auth-user';
import type { Db } from '../db/client';

export type { AuthUser };

/** The caller's credentials a write's body may carry (http/body-credentials.ts). */
export type CredentialKey = 'email' | 'token';

/** What every route handler finds on its context. */
export interface AppEnv {
  Variables: {
    db: Db;
    auth: AuthUser | undefined;
    /** The credential keys the auth middleware took out of the body, for validate.ts to drop. */
    bodyCredentials: readonly CredentialKey[] | undefined;
  };
}
