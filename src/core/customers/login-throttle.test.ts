import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CEILING,
  afterFailure,
  attemptGate,
  captchaRequired,
  fillsCeiling,
  LOGIN_THROTTLE,
  retryAfterSeconds,
  type LoginFailureRecord,
  type WaitingKey,
} from './login-throttle';

const T0 = new Date('2025-03-10T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const record = (failures: number, lastSecondsAgo = 0) =>
  ({ failures, lastFailureAt: at(-lastSecondsAgo) }) satisfies LoginFailureRecord;

/** Failures of one key one after another, each as soon as the rule allows. */
function failRepeatedly(kind: WaitingKey, times: number) {
  let current: LoginFailureRecord | undefined;
  let now = T0;
  const waits: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const wait = retryAfterSeconds(kind, current, now);
    if (wait > 0) waits.push(wait);
    now = new Date(now.getTime() + wait * 1000);
    current = afterFailure(current, now);
  }
  return { record: current!, now, waits };
}

describe('login throttling: the waits of an address and of an address at one account', () => {
  it('lets the pair try at once up to 3 failures, and the address up to 10', () => {
    expect(retryAfterSeconds('pair', undefined, T0)).toBe(0);
    for (const failures of [1, 2, 3])
      expect(retryAfterSeconds('pair', record(failures), T0)).toBe(0);
    expect(retryAfterSeconds('pair', record(4), T0)).toBe(2);
    expect(retryAfterSeconds('address', record(10), T0)).toBe(0);
    expect(retryAfterSeconds('address', record(11), T0)).toBe(2);
  });

  it('past the free failures, waits 2^(failures - free) seconds after the last failure', () => {
    expect(retryAfterSeconds('pair', record(5), T0)).toBe(4);
    expect(retryAfterSeconds('pair', record(9), T0)).toBe(64);
    expect(retryAfterSeconds('address', record(13), T0)).toBe(8);
    expect(retryAfterSeconds('pair', record(5, 3), T0)).toBe(1);
    expect(retryAfterSeconds('pair', record(5, 4), T0)).toBe(0);
  });

  it('never makes a key wait more than 5 minutes, however often it failed', () => {
    expect(retryAfterSeconds('pair', record(12), T0)).toBe(LOGIN_THROTTLE.maxWaitSeconds);
    expect(retryAfterSeconds('pair', record(10_000), T0)).toBe(LOGIN_THROTTLE.maxWaitSeconds);
    expect(retryAfterSeconds('address', record(10_000, 299), T0)).toBe(1);
  });

  it('slows a guesser down to one attempt every 5 minutes, without ever locking', () => {
    const { waits, record: last } = failRepeatedly('pair', 30);
    expect(waits.slice(0, 9)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 300]);
    expect(new Set(waits.slice(8))).toEqual(new Set([300]));
    // The wait is shorter than the window: the count is remembered while it is waited out.
    expect(last.failures).toBe(30);
  });

  it('rounds a part of a second up, so Retry-After is never too early', () => {
    expect(retryAfterSeconds('pair', record(4, 0.2), T0)).toBe(2);
    expect(retryAfterSeconds('pair', record(4, 1.999), T0)).toBe(1);
  });

  it('forgets failures after 15 quiet minutes', () => {
    const quiet = LOGIN_THROTTLE.windowSeconds;
    expect(afterFailure(record(9, quiet - 1), T0).failures).toBe(10);
    expect(afterFailure(record(9, quiet), T0)).toEqual({ failures: 1, lastFailureAt: T0 });
    expect(afterFailure(undefined, T0)).toEqual({ failures: 1, lastFailureAt: T0 });
    expect(retryAfterSeconds('address', record(10_000, quiet), T0)).toBe(0);
  });
});

describe('login throttling: what an attempt meets', () => {
  it('asks for a captcha once the account has failed 3 times, from wherever', () => {
    expect(captchaRequired(2)).toBe(false);
    expect(captchaRequired(3)).toBe(true);
    expect(attemptGate({}, 2, T0)).toEqual({ kind: 'open' });
    expect(attemptGate({}, 3, T0)).toEqual({ kind: 'captcha' });
    expect(attemptGate({}, 10_000, T0)).toEqual({ kind: 'captcha' });
  });

  it('never makes an attempt wait for the account alone: the owner can always solve a captcha', () => {
    expect(attemptGate({ pair: record(1), address: record(1) }, 10_000, T0).kind).toBe('captcha');
  });

  it('makes it wait while its address or its pair must, for the longer wait, before any captcha', () => {
    expect(attemptGate({ pair: record(4) }, 0, T0)).toEqual({ kind: 'wait', retryAfterSeconds: 2 });
    expect(attemptGate({ pair: record(4), address: record(14) }, 5, T0)).toEqual({
      kind: 'wait',
      retryAfterSeconds: 16,
    });
  });

  it('never asks a signed-in caller for a captcha, but makes them wait like anyone', () => {
    expect(attemptGate({}, null, T0)).toEqual({ kind: 'open' });
    expect(attemptGate({ pair: record(5) }, null, T0)).toEqual({
      kind: 'wait',
      retryAfterSeconds: 4,
    });
  });
});

describe("the account's ceiling", () => {
  it('is filled by its twentieth failure only, so the owner is told once a window', () => {
    expect(ACCOUNT_CEILING).toEqual({ max: 20, windowSeconds: 3600 });
    expect([19, 20, 21].map(fillsCeiling)).toEqual([false, true, false]);
  });
});
