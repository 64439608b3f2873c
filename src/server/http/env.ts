import type { Db } from '../db/client';

export interface AuthUser {
  customerId: string;
  email: string;
  sessionId: string;
  userType: 'A' | 'C';
  level: number;
}

/** What every route handler finds on its context. */
export interface AppEnv {
  Variables: {
    db: Db;
    auth: AuthUser | undefined;
  };
}
