import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  ACCOUNT_CEILING,
  attemptGate,
  captchaRequired,
  fillsCeiling,
  LOGIN_THROTTLE,
  type LoginFailureRecord,
} from '../../core/customers/login-throttle';
import { countCall, uncountCall } from '../security/rate-limit';
import { verifyCaptcha } from '../captcha/verify-captcha';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';
import { dbErrorSummary } from '../db/db-errors';
import type { DbOrTx, Tx } from '../db/transaction';

/** The keys one password attempt is counted under (the same whether or not the account exists). */
export interface ThrottleKeys {
  /** Any account from this address. */
  address: string;
  /** This account from any address. */
  account: string;
  /** This account from this address. */
  pair: string;
  /** This account's ceiling (a fixed window in `rate_limits`, issue 28.3). */
  ceiling: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** The email comes first and holds no `|` (sign-in emails are validated), so keys cannot clash. */
const pairPrefix = (email: string) => `pair:${normalEmail(email)}|`;

export function throttleKeys(address: string, email: string): ThrottleKeys {
  return {
    address: `ip:${address}`,
    account: `account:${normalEmail(email)}`,
    pair: `${pairPrefix(email)}${address}`,
    ceiling: ceilingKey(email),
  };
}

/** The account's ceiling counter: in `rate_limits`, erased with the account. */
export const ceilingKey = (email: string) => `signin-ceiling:${normalEmail(email)}`;

/** Every throttle row that names the email (its account key and its pairs), for erasure. */
export function throttleRowsOfEmail(email: string): SQL {
  const account = throttleKeys('', email).account;
  return or(
    eq(loginFailures.key, account),
    sql`starts_with(${loginFailures.key}, ${pairPrefix(email)})`,
  )!;
}

/** A 64-bit advisory lock id per key (a collision only makes two keys share a lock). */
function lockId(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
}

/**
 * Takes the keys' transaction-scoped advisory locks, without waiting. False when another
 * attempt from the same address is still being checked: answering it would let parallel
 * requests all read the same counters and guess many passwords in one "allowed" moment. Only
 * the address's keys are locked: an account's attempts from other addresses never queue or
 * refuse each other (the attacker's in-flight guesses would otherwise turn the owner away).
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

async function readFailures(tx: Tx, keys: ThrottleKeys) {
  const rows = await tx
    .select({
      key: loginFailures.key,
      failures: loginFailures.failures,
      lastFailureAt: loginFailures.lastFailureAt,
    })
    .from(loginFailures)
    .where(inArray(loginFailures.key, [keys.pair, keys.address]));
  const byKey = new Map<string, LoginFailureRecord>(rows.map((row) => [row.key, row]));
  return { pair: byKey.get(keys.pair), address: byKey.get(keys.address) };
}

const windowStartOf = (now: Date) => new Date(now.getTime() - LOGIN_THROTTLE.windowSeconds * 1000);

/**
 * One more failure for each key, in one statement (the counter is updated where it is
 * stored, never read and written back); what `afterFailure` in
 * src/core/customers/login-throttle.ts describes. Gives each key's count after it. The column
 * `locked_until` of the former lock-out is cleared and no longer set.
 */
async function countFailures(
  db: DbOrTx,
  keys: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const inWindow = sql`${loginFailures.lastFailureAt} > ${windowStartOf(now)}`;
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, failures: 1, firstFailureAt: now, lastFailureAt: now })))
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${inWindow} then ${loginFailures.failures} + 1 else 1 end`,
        firstFailureAt: sql`case when ${inWindow} then ${loginFailures.firstFailureAt} else ${now} end`,
        lastFailureAt: now,
        lockedUntil: null,
      },
    })
    .returning({ key: loginFailures.key, failures: loginFailures.failures });
  return new Map(rows.map((row) => [row.key, row.failures]));
}

/**
 * Takes back a failure counted ahead of the check when the attempt did not fail. A key left
 * with none goes, so an account that only ever signs in keeps no row.
 */
async function uncountFailure(db: Db, key: string): Promise<void> {
  const gone = await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.key, key), lte(loginFailures.failures, 1)))
    .returning({ key: loginFailures.key });
  if (gone.length > 0) return;
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/**
 * Drops keys quiet for a whole window: by the rule they count as no failures, so the table
 * holds only keys that matter. Best effort, outside the attempt's transaction.
 */
async function dropStaleFailures(db: Db, now: Date): Promise<void> {
  try {
    await db.delete(loginFailures).where(lt(loginFailures.lastFailureAt, windowStartOf(now)));
  } catch (err) {
    console.error(`login_failures clean-up failed: ${dbErrorSummary(err)}`);
  }
}

export type ThrottledOutcome<T> =
  | { kind: 'wait'; retryAfterSeconds: number }
  | { kind: 'captcha' }
  /** The account is past its ceiling: no password is checked, a mailed link signs in. */
  | { kind: 'link-needed' }
  /**
   * `captchaNext`: the account has now failed so often that its next attempt needs one.
   * `ceilingFilled`: this failure filled the account's ceiling (once a window): tell the owner.
   */
  | { kind: 'failed'; captchaNext: boolean; ceilingFilled: boolean }
  | { kind: 'passed'; value: T };

export interface PasswordAttempt {
  keys: ThrottleKeys;
  /** The captcha widget's payload, when the caller sent one. */
  captcha?: string;
  /**
   * A signed-in caller typing the password again: never asked for a captcha (their forms have
   * none, and the token proves a sign-in already); they are only ever made to wait.
   */
  signedIn?: boolean;
}

/**
 * One password check under the throttle: `check` gives a value when the password is right,
 * undefined when not. The attempt is counted against the account before anything else, in
 * one statement, so attempts arriving together each see their own count (three guesses at
 * once get three free checks, not thirty). Then, under the address's locks: while the address
 * must wait the check is not made (wait, with the seconds); when the account asks for a
 * captcha and none solved came, neither (captcha); a failed check counts against the address
 * and the pair too. A passed check clears the pair only: the account's and the address's
 * counts describe other attempts, which one success says nothing about. An attempt that did
 * not fail has its account count taken back.
 */
export async function throttledPasswordCheck<T extends object>(
  db: Db,
  attempt: PasswordAttempt,
  check: (tx: Tx) => Promise<T | undefined>,
  now = new Date(),
): Promise<ThrottledOutcome<T>> {
  // A signed-in caller has proved a sign-in already: the ceiling is for those who have not.
  if (attempt.signedIn) return underCeiling(db, attempt, check, now, 0);
  // Counted ahead too, for the same reason as the account's count: parallel guesses each
  // see their own number, so none slips past the ceiling. Refused attempts stay counted
  // (the window does not move), so the count never comes back down to fill it twice.
  const ceiling = await countCall(db, attempt.keys.ceiling, ACCOUNT_CEILING, now);
  if (!ceiling.allowed) return { kind: 'link-needed' };
  const outcome = await underCeiling(db, attempt, check, now, ceiling.hits);
  if (outcome.kind !== 'failed') await uncountCall(db, attempt.keys.ceiling);
  return outcome;
}

/**
 * The check below the ceiling. `ceilingHits`: this attempt's number in the ceiling's window
 * (0 when it does not count).
 */
async function underCeiling<T extends object>(
  db: Db,
  attempt: PasswordAttempt,
  check: (tx: Tx) => Promise<T | undefined>,
  now: Date,
  ceilingHits: number,
): Promise<ThrottledOutcome<T>> {
  const { keys } = attempt;
  const counted = await countFailures(db, [keys.account], now);
  const accountFailures = (counted.get(keys.account) ?? 1) - 1;
  let outcome: ThrottledOutcome<T> | undefined;
  try {
    outcome = await db.transaction(async (tx): Promise<ThrottledOutcome<T>> => {
      if (!(await claimKeys(tx, [keys.pair, keys.address]))) {
        return { kind: 'wait', retryAfterSeconds: 1 };
      }
      const gate = attemptGate(
        await readFailures(tx, keys),
        attempt.signedIn ? null : accountFailures,
        now,
      );
      if (gate.kind === 'wait') return gate;
      // Used up only here: a solution sent while the address had to wait still works later.
      if (gate.kind === 'captcha' && !(await verifyCaptcha(tx, attempt.captcha))) return gate;
      const value = await check(tx);
      if (value === undefined) {
        await countFailures(tx, [keys.pair, keys.address], new Date());
        // This failure stays counted against the account (it was counted ahead).
        return {
          kind: 'failed',
          captchaNext: captchaRequired(accountFailures + 1),
          ceilingFilled: fillsCeiling(ceilingHits),
        };
      }
      await tx.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
      return { kind: 'passed', value };
    });
  } finally {
    if (outcome?.kind !== 'failed') await uncountFailure(db, keys.account);
  }
  if (outcome.kind === 'failed') await dropStaleFailures(db, now);
  return outcome;
}
