/**
 * How long a login lasts. Every session lives only while it is used: each authenticated call
 * moves its end to the idle limit later (sliding), never past the cap after sign-in (absolute).
 * A customer's: a week idle, a month at most (issue 28.11), so a shopper who comes back every
 * few days stays signed in while a token left on a lost device dies a week after its last use.
 * An administrator's: half an hour idle, twelve hours at most, so an administrator's token read
 * by an injected script or left in a shared browser dies half an hour after the administrator
 * stops working (docs/decisions.md, "Issue 19: CSP hashes and admin idle life").
 */
export interface SessionLimits {
  customerIdleSeconds: number;
  customerMaxSeconds: number;
  adminIdleSeconds: number;
  adminMaxSeconds: number;
}

export const CUSTOMER_IDLE_SECONDS = 7 * 24 * 3600;
export const CUSTOMER_MAX_SECONDS = 30 * 24 * 3600;

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  customerIdleSeconds: CUSTOMER_IDLE_SECONDS,
  customerMaxSeconds: CUSTOMER_MAX_SECONDS,
  adminIdleSeconds: 30 * 60,
  adminMaxSeconds: 12 * 3600,
};

/**
 * A sliding end is written at most this often per session, so use costs no write per call:
 * an administrator's burst of calls one write a minute (the idle life is then at least its
 * limit less a minute), a customer's at most one an hour (a week less an hour).
 */
export const ADMIN_SLIDE_STEP_MS = 60_000;
export const CUSTOMER_SLIDE_STEP_MS = 3_600_000;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

function lifeOf(isAdmin: boolean, limits: SessionLimits) {
  return isAdmin
    ? { idle: limits.adminIdleSeconds, max: limits.adminMaxSeconds }
    : { idle: limits.customerIdleSeconds, max: limits.customerMaxSeconds };
}

/**
 * Where a live session ends once it is used at `now`: the idle limit from now, never past the
 * cap. At or before `now` when the cap has passed. At sign-in `now` is the sign-in.
 */
export function slidingSessionEnd(
  isAdmin: boolean,
  createdAt: Date,
  now: Date,
  limits: SessionLimits,
): Date {
  const life = lifeOf(isAdmin, limits);
  const cap = later(createdAt, life.max);
  const idle = later(now, life.idle);
  return idle < cap ? idle : cap;
}

/** The end a session is given at sign-in, and the latest any of its tokens may be used. */
export function sessionEnds(
  isAdmin: boolean,
  createdAt: Date,
  limits: SessionLimits,
): { expiresAt: Date; tokenExpiresAt: Date } {
  return {
    expiresAt: slidingSessionEnd(isAdmin, createdAt, createdAt, limits),
    tokenExpiresAt: later(createdAt, lifeOf(isAdmin, limits).max),
  };
}

/**
 * Whether a session's end must be written: it moves later by its kind's step or more, or it
 * must come earlier (a customer's week-long session that became an administrator's).
 */
export function endNeedsWriting(isAdmin: boolean, current: Date, next: Date): boolean {
  const step = isAdmin ? ADMIN_SLIDE_STEP_MS : CUSTOMER_SLIDE_STEP_MS;
  return next < current || next.getTime() - current.getTime() >= step;
}
