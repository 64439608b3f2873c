/**
 * How failed sign-ins slow guessing down without letting anyone lock an owner out (issue 19).
 * Each failure counts under three keys, kept whether or not the email has an account (and a
 * fourth, the account's ceiling, below):
 * - the pair, one address at one account: the attacker at the account they chose. It waits.
 * - the address, one address at any account: one address spraying many. It waits, later.
 * - the account, any address at one account: many addresses at one account. It never waits
 *   (a wait there would be a lock-out for the owner too); it asks every attempt for a solved
 *   captcha, which costs an attacker work per guess and lets the owner in.
 * The numbers live here only: the server's counter updates
 * (`src/server/customers/login-failures.ts`) read them too.
 */
export const LOGIN_THROTTLE = {
  /** A key whose last failure is this old starts again from nothing. */
  windowSeconds: 15 * 60,
  /** Failures of one address at one account answered at once; after more, each next waits. */
  pairFreeFailures: 3,
  /** Failures of one address at any accounts before it waits (addresses can be shared). */
  addressFreeFailures: 10,
  /** The longest wait. Under the window, so a key waited out still remembers its count. */
  maxWaitSeconds: 5 * 60,
  /** Failures at one account, from anywhere, before every next attempt needs a captcha. */
  accountFreeFailures: 3,
} as const;

/**
 * The account's ceiling (issue 28.3): a captcha costs a script a third of a second, so past
 * this many failures at one account in a window (from any addresses, counted from the window's
 * first failure) its password is not checked at all until the window ends. The owner signs in
 * with a mailed one-time link instead, and is mailed once per window that someone is trying.
 */
export const ACCOUNT_CEILING = {
  max: 20,
  windowSeconds: 3600,
} as const;

/** The failure that fills the ceiling: the one after which the owner is told. */
export function fillsCeiling(failuresInWindow: number): boolean {
  return failuresInWindow === ACCOUNT_CEILING.max;
}

export interface LoginFailureRecord {
  failures: number;
  lastFailureAt: Date;
}

/** The keys that make an attempt wait. */
export type WaitingKey = 'pair' | 'address';

const FREE_FAILURES: Record<WaitingKey, number> = {
  pair: LOGIN_THROTTLE.pairFreeFailures,
  address: LOGIN_THROTTLE.addressFreeFailures,
};

function secondsUntil(instant: number, now: Date): number {
  return Math.max(0, Math.ceil((instant - now.getTime()) / 1000));
}

/** Whether the failures still count: the key has failed within the window. */
export function isWithinWindow(record: LoginFailureRecord, now: Date): boolean {
  return now.getTime() - record.lastFailureAt.getTime() < LOGIN_THROTTLE.windowSeconds * 1000;
}

/** The failures a key counts at `now`: none once its window has passed. */
export function failuresNow(record: LoginFailureRecord | undefined, now: Date): number {
  return record && isWithinWindow(record, now) ? record.failures : 0;
}

/**
 * Whole seconds a key must wait before its next attempt; 0 when it may try now. Past its free
 * failures, the next attempt waits 2^(failures - free) seconds after the last failure (2, 4,
 * 8, … up to 5 minutes), so a few typos cost nothing and guessing crawls.
 */
export function retryAfterSeconds(
  kind: WaitingKey,
  record: LoginFailureRecord | undefined,
  now: Date,
): number {
  const beyondFree = failuresNow(record, now) - FREE_FAILURES[kind];
  if (!record || beyondFree <= 0) return 0;
  // 2^beyondFree without overflowing for a key that has failed thousands of times.
  const delaySeconds = Math.min(2 ** Math.min(beyondFree, 30), LOGIN_THROTTLE.maxWaitSeconds);
  return secondsUntil(record.lastFailureAt.getTime() + delaySeconds * 1000, now);
}

/** The account's failures before this attempt call for a solved captcha. */
export function captchaRequired(accountFailures: number): boolean {
  return accountFailures >= LOGIN_THROTTLE.accountFreeFailures;
}

export type AttemptGate =
  { kind: 'open' } | { kind: 'wait'; retryAfterSeconds: number } | { kind: 'captcha' };

/**
 * What an attempt meets before its password is checked: a wait when its address (alone, or at
 * this account) must wait, the longer of the two; else a captcha when the account has failed
 * too often lately; else nothing. `accountFailures` is the account's count before this attempt,
 * or null for a caller who cannot be shown a captcha and has proved a sign-in already (a
 * signed-in customer typing the password again): they are only ever made to wait.
 */
export function attemptGate(
  keys: Partial<Record<WaitingKey, LoginFailureRecord>>,
  accountFailures: number | null,
  now: Date,
): AttemptGate {
  const wait = Math.max(
    retryAfterSeconds('pair', keys.pair, now),
    retryAfterSeconds('address', keys.address, now),
  );
  if (wait > 0) return { kind: 'wait', retryAfterSeconds: wait };
  if (accountFailures !== null && captchaRequired(accountFailures)) return { kind: 'captcha' };
  return { kind: 'open' };
}

/** The key after one more failure at `now` (the server stores the same in one statement). */
export function afterFailure(
  record: LoginFailureRecord | undefined,
  now: Date,
): LoginFailureRecord {
  return { failures: failuresNow(record, now) + 1, lastFailureAt: now };
}
