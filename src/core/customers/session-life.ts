/**
 * How long a login lasts. A customer's session lives a fixed time from sign-in. An
 * administrator's lives only while it is used: each authenticated call moves its end to
 * `adminIdleSeconds` later (sliding), never past `adminMaxSeconds` after sign-in (absolute), so
 * an administrator's token read by an injected script or left in a shared browser dies half
 * an hour after the administrator stops working (docs/decisions.md, "Issue 19: CSP hashes and
 * admin idle life").
 */
export interface SessionLimits {
  customerSeconds: number;
  adminIdleSeconds: number;
  adminMaxSeconds: number;
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  customerSeconds: 7 * 24 * 3600,
  adminIdleSeconds: 30 * 60,
  adminMaxSeconds: 12 * 3600,
};

/**
 * A sliding end is written at most this often per session: an administrator's burst of calls
 * costs one write a minute, and the idle life is then at least its limit less a minute.
 */
export const SLIDE_STEP_MS = 60_000;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

/** The end a session is given at sign-in, and the latest any of its tokens may be used. */
export function sessionEnds(
  isAdmin: boolean,
  createdAt: Date,
  limits: SessionLimits,
): { expiresAt: Date; tokenExpiresAt: Date } {
  if (!isAdmin) {
    const end = later(createdAt, limits.customerSeconds);
    return { expiresAt: end, tokenExpiresAt: end };
  }
  const cap = later(createdAt, limits.adminMaxSeconds);
  const idle = later(createdAt, limits.adminIdleSeconds);
  return { expiresAt: idle < cap ? idle : cap, tokenExpiresAt: cap };
}

/**
 * Where an administrator's live session ends once it is used at `now`: the idle limit from
 * now, never past the cap. At or before `now` when the cap has passed.
 */
export function adminSessionEnd(createdAt: Date, now: Date, limits: SessionLimits): Date {
  const cap = later(createdAt, limits.adminMaxSeconds);
  const idle = later(now, limits.adminIdleSeconds);
  return idle < cap ? idle : cap;
}

/**
 * Whether a session's end must be written: it moves later by a step or more, or it must come
 * earlier (a customer's seven-day session that became an administrator's).
 */
export function endNeedsWriting(current: Date, next: Date): boolean {
  return next < current || next.getTime() - current.getTime() >= SLIDE_STEP_MS;
}
