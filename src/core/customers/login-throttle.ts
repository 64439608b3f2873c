/**
 * How failed sign-ins slow down guessing. Each attempt is counted under two keys, the client
 * address and the account's email (whether or not the account exists); an attempt is refused
 * while either key says wait. The numbers live here only: the server's counter update
 * (`src/server/customers/login-failures.ts`) reads them too.
 */
export const LOGIN_THROTTLE = {
  /** A key whose last failure is this old starts again from nothing. */
  windowSeconds: 15 * 60,
  /** Failures answered at once; after more than these, each next attempt waits. */
  freeFailures: 3,
  /** The failure that reaches this count locks the key. */
  lockAfterFailures: 10,
  lockSeconds: 15 * 60,
} as const;

export interface LoginFailureRecord {
  failures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

function secondsUntil(instant: number, now: Date): number {
  return Math.max(0, Math.ceil((instant - now.getTime()) / 1000));
}

/** Whether the failures still count: the key has failed within the window. */
export function isWithinWindow(record: LoginFailureRecord, now: Date): boolean {
  return now.getTime() - record.lastFailureAt.getTime() < LOGIN_THROTTLE.windowSeconds * 1000;
}

/**
 * Whole seconds the key must wait before its next attempt; 0 when it may try now. A lock
 * waits for its end; from the 4th failure on the next attempt waits 2^(failures-3) seconds
 * after the last failure (2, 4, 8, … 64), so three typos cost nothing and guessing crawls.
 */
export function retryAfterSeconds(record: LoginFailureRecord | undefined, now: Date): number {
  if (!record) return 0;
  const locked = record.lockedUntil ? secondsUntil(record.lockedUntil.getTime(), now) : 0;
  if (locked > 0) return locked;
  if (!isWithinWindow(record, now) || record.failures <= LOGIN_THROTTLE.freeFailures) return 0;
  const delaySeconds = 2 ** (record.failures - LOGIN_THROTTLE.freeFailures);
  return secondsUntil(record.lastFailureAt.getTime() + delaySeconds * 1000, now);
}

/** The longest wait of the attempt's keys: one key saying wait is enough to refuse. */
export function attemptRetryAfter(
  records: readonly (LoginFailureRecord | undefined)[],
  now: Date,
): number {
  return Math.max(0, ...records.map((record) => retryAfterSeconds(record, now)));
}

/** The key after one more failure at `now` (the server stores the same in one statement). */
export function afterFailure(
  record: LoginFailureRecord | undefined,
  now: Date,
): LoginFailureRecord {
  const failures = record && isWithinWindow(record, now) ? record.failures + 1 : 1;
  return {
    failures,
    lastFailureAt: now,
    lockedUntil:
      failures >= LOGIN_THROTTLE.lockAfterFailures
        ? new Date(now.getTime() + LOGIN_THROTTLE.lockSeconds * 1000)
        : null,
  };
}
