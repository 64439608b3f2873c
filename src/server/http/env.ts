import type { AuthUser } from '../../core/customers/auth-user';
import type { Db } from '../db/client';
import type { CredentialKey } from '../../core/security/credential-key';
import type { RouteFacts } from './route/route-facts';

export type { AuthUser };

/**
 * What the runtime says about the connection, passed with each request (app.fetch's second
 * argument): functions/api.mts gives Netlify's context.ip, which the local functions host sets
 * to its socket's remote address. Absent when the app is called in-process (build, tests).
 */
export interface ConnectionBindings {
  peerAddress?: string;
}

/** What every route handler finds on its context. */
export interface AppEnv {
  Bindings: ConnectionBindings | undefined;
  Variables: {
    db: Db;
    auth: AuthUser | undefined;
    /** The credential keys the auth middleware took out of the body, for validate.ts to drop. */
    bodyCredentials: readonly CredentialKey[] | undefined;
    /** The declared facts of the route the request reaches; none for a path no route declares. */
    route: RouteFacts | undefined;
  };
}
