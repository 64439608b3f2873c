import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, customers } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export interface SessionCustomer {
  sessionId: string;
  customerId: string;
  email: string;
  userType: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  customerId: string,
  life: { createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({ customerId, createdAt: life.createdAt, expiresAt: life.expiresAt })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session was not created');
  return row.id;
}

/** The live session behind a token: not revoked, not expired, and its customer not blocked. */
export async function findLiveSession(db: Db, sessionId: string): Promise<SessionCustomer | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      customerId: customers.id,
      email: customers.userName,
      userType: customers.userType,
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
        ne(customers.userStatus, 'B'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves a live session's end (its sliding idle life). */
export async function setSessionEnd(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ expiresAt })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/**
 * Revokes every live session of the account (a password reset: whoever held a token loses it),
 * or all but `keepSessionId` (a password change: the caller stays signed in).
 */
export async function revokeCustomerSessions(
  db: DbOrTx,
  customerId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}
