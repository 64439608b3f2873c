import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { customerTokens } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/**
 * What a mailed link is for: activating a new account, setting a new password, or signing in
 * without the password (an account past its ceiling of failed sign-ins, issue 28.3).
 */
export type TokenPurpose = 'activate' | 'reset' | 'signin';

/** Only this hash is stored, so a copy of the database holds no usable link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A fresh random value that is never mailed, for rows that need a token hash of their own. */
export function randomTokenHash(): string {
  return hashToken(randomBytes(32).toString('base64url'));
}

/**
 * Deletes the account's unused links of this purpose. A new password voids every reset link:
 * a link mailed before the change (read in a shared inbox, say) must not undo it.
 */
export async function voidUnusedTokens(
  db: DbOrTx,
  customerId: string,
  purpose: TokenPurpose,
): Promise<void> {
  await db
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.purpose, purpose),
        isNull(customerTokens.usedAt),
      ),
    );
}

/**
 * A new single-use link token for the account: 32 random bytes, returned for the mail. Older
 * unused tokens of the same purpose are deleted, so only the newest link works.
 */
export async function issueAccountToken(
  db: DbOrTx,
  customerId: string,
  purpose: TokenPurpose,
  lifetimeMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await voidUnusedTokens(db, customerId, purpose);
  await db.insert(customerTokens).values({
    customerId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeMs),
    createdAt: now,
  });
  return token;
}

/** When the account's newest token of this purpose was made (the mail interval reads it). */
export async function lastTokenIssuedAt(
  db: DbOrTx,
  customerId: string,
  purpose: TokenPurpose,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: customerTokens.createdAt })
    .from(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.purpose, purpose)))
    .orderBy(desc(customerTokens.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

const live = (purpose: TokenPurpose, token: string, now: Date) =>
  and(
    eq(customerTokens.tokenHash, hashToken(token)),
    eq(customerTokens.purpose, purpose),
    isNull(customerTokens.usedAt),
    gt(customerTokens.expiresAt, now),
  );

/** A mailed link's token read: its account, or null (none given, unknown, used or expired). */
type TokenLookup = (
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
  now?: Date,
) => Promise<string | null>;

/** The account behind a known, unused, unexpired token; the token stays usable. */
export const findTokenCustomer: TokenLookup = async (db, purpose, token, now = new Date()) => {
  if (!token) return null;
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(live(purpose, token, now))
    .limit(1);
  return row?.customerId ?? null;
};

/**
 * Uses the token up and returns its account, or null when it is unknown, used or expired.
 * One statement: of two requests with the same link, only one gets the account.
 */
export const consumeToken: TokenLookup = async (db, purpose, token, now = new Date()) => {
  if (!token) return null;
  const [row] = await db
    .update(customerTokens)
    .set({ usedAt: now })
    .where(live(purpose, token, now))
    .returning({ customerId: customerTokens.customerId });
  return row?.customerId ?? null;
};
