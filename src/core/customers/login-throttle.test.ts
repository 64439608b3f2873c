import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  attemptRetryAfter,
  LOGIN_THROTTLE,
  retryAfterSeconds,
  type LoginFailureRecord,
} from './login-throttle';

const T0 = new Date('2025-03-10T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const record = (failures: number, lastSecondsAgo = 0, lockedUntil: Date | null = null) =>
  ({ failures, lastFailureAt: at(-lastSecondsAgo), lockedUntil }) satisfies LoginFailureRecord;

/** Failures one after another, each as soon as the rule allows. */
function failRepeatedly(times: number): { record: LoginFailureRecord; now: Date } {
  let current: LoginFailureRecord | undefined;
  let now = T0;
  for (let i = 0; i < times; i += 1) {
    now = at((now.getTime() - T0.getTime()) / 1000 + retryAfterSeconds(current, now));
    current = afterFailure(current, now);
  }
  return { record: current!, now };
}

describe('login throttling', () => {
  it('lets a key without failures, or with up to 3, try at once', () => {
    expect(retryAfterSeconds(undefined, T0)).toBe(0);
    for (const failures of [1, 2, 3]) expect(retryAfterSeconds(record(failures), T0)).toBe(0);
  });

  it('from the 4th failure on, waits 2^(failures-3) seconds after the last failure', () => {
    expect(retryAfterSeconds(record(4), T0)).toBe(2);
    expect(retryAfterSeconds(record(5), T0)).toBe(4);
    expect(retryAfterSeconds(record(9), T0)).toBe(64);
    expect(retryAfterSeconds(record(5, 3), T0)).toBe(1);
    expect(retryAfterSeconds(record(5, 4), T0)).toBe(0);
  });

  it('rounds a part of a second up, so Retry-After is never too early', () => {
    expect(retryAfterSeconds(record(4, 0.2), T0)).toBe(2);
    expect(retryAfterSeconds(record(4, 1.999), T0)).toBe(1);
  });

  it('forgets failures older than the 15-minute window', () => {
    const quiet = LOGIN_THROTTLE.windowSeconds;
    expect(retryAfterSeconds(record(9, quiet - 1), T0)).toBe(0); // 64 s long past anyway
    expect(afterFailure(record(9, quiet - 1), T0).failures).toBe(10);
    expect(afterFailure(record(9, quiet), T0).failures).toBe(1);
    expect(afterFailure(undefined, T0)).toEqual({
      failures: 1,
      lastFailureAt: T0,
      lockedUntil: null,
    });
  });

  it('locks the key for 15 minutes at the 10th failure', () => {
    const { record: locked, now } = failRepeatedly(10);
    expect(locked.failures).toBe(10);
    expect(locked.lockedUntil).toEqual(at((now.getTime() - T0.getTime()) / 1000 + 15 * 60));
    expect(retryAfterSeconds(locked, now)).toBe(15 * 60);
    expect(retryAfterSeconds(locked, new Date(locked.lockedUntil!.getTime() - 1))).toBe(1);
    // The lock ends as the window closes: the next failure starts a new count.
    const after = locked.lockedUntil!;
    expect(retryAfterSeconds(locked, after)).toBe(0);
    expect(afterFailure(locked, after).failures).toBe(1);
  });

  it('reaches the lock after about two minutes of guessing as fast as allowed', () => {
    const { now } = failRepeatedly(10);
    expect((now.getTime() - T0.getTime()) / 1000).toBe(2 + 4 + 8 + 16 + 32 + 64);
  });

  it('refuses an attempt when any of its keys says wait, for the longest wait', () => {
    expect(attemptRetryAfter([undefined, record(1)], T0)).toBe(0);
    expect(attemptRetryAfter([record(4), undefined], T0)).toBe(2);
    expect(attemptRetryAfter([record(4), record(6)], T0)).toBe(8);
    expect(attemptRetryAfter([], T0)).toBe(0);
  });
});
