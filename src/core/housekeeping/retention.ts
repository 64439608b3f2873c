import { DAY_MS } from '../dates/utc-date';

/**
 * How long rows no one can use any more are kept before the scheduled purge deletes them.
 * An expired cart (spec: 5 days after creation) can no longer be paid or placed; a day's grace
 * lets a checkout running at the expiry instant finish reading it. Carts with a payment attempt
 * are never purged here: the payment row is the accounts' record (as when an account is deleted).
 */
export const RETENTION = {
  expiredCartGraceMs: DAY_MS,
  /** Rows deleted per statement, so one run stays inside a scheduled function's time limit. */
  batchSize: 2000,
  /** Statements per table per run; the next run (hourly) goes on. */
  maxBatches: 25,
  /** A sign-up never activated is purged this long after it was made (issue 28.12). */
  neverActivatedMs: 30 * DAY_MS,
} as const;

/** Carts that expired before this instant may be purged. */
export function cartPurgeCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION.expiredCartGraceMs);
}

/** Accounts made before this instant and never activated may be purged. */
export function neverActivatedCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION.neverActivatedMs);
}
