import { describe, expect, it } from 'vitest';
import {
  groupedRecoveryCode,
  normalRecoveryCode,
  stepUsable,
  timeStep,
  totpCodeOf,
} from './second-factor';

describe('second factor rules', () => {
  it('numbers steps of 30 seconds from the epoch', () => {
    expect(timeStep(new Date(0))).toBe(0);
    expect(timeStep(new Date(59_999))).toBe(1);
    expect(timeStep(new Date(60_000))).toBe(2);
  });

  it('takes a code one step either side of now, never one already used or older', () => {
    expect(stepUsable(100, 100, 0)).toBe(true);
    expect(stepUsable(99, 100, 0)).toBe(true);
    expect(stepUsable(101, 100, 0)).toBe(true);
    expect(stepUsable(98, 100, 0)).toBe(false);
    expect(stepUsable(102, 100, 0)).toBe(false);
    expect(stepUsable(100, 100, 100)).toBe(false);
    expect(stepUsable(99, 100, 100)).toBe(false);
    expect(stepUsable(101, 100, 100)).toBe(true);
  });

  it('reads six digits, spaces allowed, and nothing else as a code', () => {
    expect(totpCodeOf('123456')).toBe('123456');
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeUndefined();
    expect(totpCodeOf('12345a')).toBeUndefined();
  });

  it('reads recovery codes whatever their case, spaces and dashes', () => {
    expect(normalRecoveryCode('abcd-efgh 2345')).toBe('ABCDEFGH2345');
    expect(groupedRecoveryCode('abcdefgh2345')).toBe('ABCD-EFGH-2345');
  });
});
