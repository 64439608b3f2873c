import { describe, expect, it } from 'vitest';
import {
  afterFailedSend,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETRY_BASE_MS,
  MAIL_RETRY_MAX_MS,
} from './mail-retry';

const now = new Date('2025-03-01T10:00:00Z');
const waitAfter = (attempts: number) => {
  const next = afterFailedSend(attempts, now);
  if (next.kind !== 'retry') throw new Error(`gave up after ${attempts}`);
  return next.at.getTime() - now.getTime();
};

describe('afterFailedSend', () => {
  it('waits a minute after the first failure and doubles the wait each time', () => {
    expect(waitAfter(1)).toBe(60_000);
    expect(waitAfter(2)).toBe(120_000);
    expect(waitAfter(3)).toBe(240_000);
    expect(waitAfter(8)).toBe(MAIL_RETRY_BASE_MS * 128);
  });

  it('never waits longer than the cap', () => {
    expect(waitAfter(9)).toBe(MAIL_RETRY_MAX_MS);
    expect(waitAfter(MAIL_MAX_ATTEMPTS - 1)).toBe(MAIL_RETRY_MAX_MS);
  });

  it('gives up once the attempts are spent, and the waits add up to about 8 hours', () => {
    expect(afterFailedSend(MAIL_MAX_ATTEMPTS, now)).toEqual({ kind: 'give-up' });
    expect(afterFailedSend(MAIL_MAX_ATTEMPTS + 3, now)).toEqual({ kind: 'give-up' });
    let total = 0;
    for (let attempts = 1; attempts < MAIL_MAX_ATTEMPTS; attempts += 1)
      total += waitAfter(attempts);
    expect(total / 3_600_000).toBeGreaterThan(8);
    expect(total / 3_600_000).toBeLessThan(9);
  });

  it('refuses a count that is not a failed attempt', () => {
    expect(() => afterFailedSend(0, now)).toThrow(RangeError);
    expect(() => afterFailedSend(1.5, now)).toThrow(RangeError);
  });
});
