/**
 * Every administrator's answer carries the seconds the session has left without another call
 * (issue 26.7): seconds, not the end itself, since the browser's clock need not agree with the
 * server's. The back office turns them into an end on its own clock.
 */
export const SESSION_LEFT_HEADER = 'x-admin-session-left';

/** The warning comes this long before the session would end. */
export const IDLE_WARNING_MS = 60_000;

export type IdleState = 'active' | 'warn' | 'ended';

/** Where a session that ends at `endsAt` (epoch ms, null: not known) stands at `now`. */
export function idleState(endsAt: number | null, now: number): IdleState {
  if (endsAt === null) return 'active';
  if (now >= endsAt) return 'ended';
  return now >= endsAt - IDLE_WARNING_MS ? 'warn' : 'active';
}

/** The end a header's seconds left give, read at `now`; null for a missing or bad header. */
export function sessionEndFrom(header: string | null, now: number): number | null {
  if (header === null || !/^\d{1,9}$/.test(header)) return null;
  return now + Number(header) * 1000;
}
