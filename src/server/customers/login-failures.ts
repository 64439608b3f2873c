import { createHash } from 'node:crypto';
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  attemptRetryAfter,
  LOGIN_THROTTLE,
  type LoginFailureRecord,
} from '../../core/customers/login-throttle';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { dbErrorSummary } from '../db/db-errors';
import type { DbOrTx, Tx } from './sessions';

/** The keys one password attempt is counted under (the account key whether or not it exists). */
export function throttleKeys(address: string, email: string): { ip: string; account: string } {
  return { ip: `ip:${address}`, account: `account:${email.trim().toLowerCase()}` };
}

/** A 64-bit advisory lock id per key (a collision only makes two keys share a lock). */
function lockId(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
}

/**
 * Takes the keys' transaction-scoped advisory locks, without waiting. False when another
 * attempt with one of the keys is still being checked: answering it would let parallel
 * requests all read the same counters and guess many passwords in one "allowed" moment.
 */
async function claimKeys(tx: Tx, keys: readonly string[]): Promise<boolean> {
  for (const key of keys) {
    const { rows } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${lockId(key)}::bigint) as ok`,
    );
    if (!rows[0]?.ok) return false;
  }
  return true;
}

async function readFailures(tx: Tx, keys: readonly string[]): Promise<LoginFailureRecord[]> {
  return tx
    .select({
      failures: loginFailures.failures,
      lastFailureAt: loginFailures.lastFailureAt,
      lockedUntil: loginFailures.lockedUntil,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [...keys]));
}

/**
 * One more failure for each key, in one statement (the counter is updated where it is
 * stored, never read and written back). It does what `afterFailure` in
 * src/core/customers/login-throttle.ts describes.
 */
async function recordFailures(db: DbOrTx, keys: readonly string[], now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  const lockEnd = new Date(now.getTime() + LOGIN_THROTTLE.lockSeconds * 1000);
  const inWindow = sql`${loginFailures.lastFailureAt} > ${windowStart}`;
  const counted = sql`(case when ${inWindow} then ${loginFailures.failures} + 1 else 1 end)`;
  await db
    .insert(loginFailures)
    .values(
      keys.map((key) => ({
        key,
        failures: 1,
        firstFailureAt: now,
        lastFailureAt: now,
        lockedUntil: LOGIN_THROTTLE.lockAfterFailures <= 1 ? lockEnd : null,
      })),
    )
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: counted,
        firstFailureAt: sql`case when ${inWindow} then ${loginFailures.firstFailureAt} else ${now} end`,
        lastFailureAt: now,
        lockedUntil: sql`case when ${counted} >= ${LOGIN_THROTTLE.lockAfterFailures} then ${lockEnd}::timestamptz else null end`,
      },
    });
}

/**
 * Drops keys quiet for a whole window and not locked: by the rule they count as no failures,
 * so the table holds only keys that matter. Best effort, outside the attempt's transaction.
 */
async function dropStaleFailures(db: Db, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);
  try {
    await db
      .delete(loginFailures)
      .where(
        and(
          lt(loginFailures.lastFailureAt, windowStart),
          or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
        ),
      );
  } catch (err) {
    console.error(`login_failures clean-up failed: ${dbErrorSummary(err)}`);
  }
}

export type ThrottledOutcome<T> =
  | { kind: 'refused'; retryAfterSeconds: number }
  | { kind: 'failed' }
  | { kind: 'passed'; value: T };

/**
 * One password check under the throttle: `check` gives a value when the password is right,
 * undefined when not. While a key must wait, the check is not even made (refused, with the
 * seconds to wait); a failed check counts against both keys; a passed one clears the account
 * key only (the address keeps counting, or one good account would let an address go on
 * guessing others).
 */
export async function throttledPasswordCheck<T extends object>(
  db: Db,
  keys: { ip: string; account: string },
  check: (tx: Tx) => Promise<T | undefined>,
  now = new Date(),
): Promise<ThrottledOutcome<T>> {
  const all = [keys.ip, keys.account];
  const outcome = await db.transaction(async (tx): Promise<ThrottledOutcome<T>> => {
    if (!(await claimKeys(tx, all))) return { kind: 'refused', retryAfterSeconds: 1 };
    const wait = attemptRetryAfter(await readFailures(tx, all), now);
    if (wait > 0) return { kind: 'refused', retryAfterSeconds: wait };
    const value = await check(tx);
    if (value === undefined) {
      await recordFailures(tx, all, new Date());
      return { kind: 'failed' };
    }
    await tx.delete(loginFailures).where(inArray(loginFailures.key, [keys.account]));
    return { kind: 'passed', value };
  });
  if (outcome.kind === 'failed') await dropStaleFailures(db, now);
  return outcome;
}
