import { describe, expect, it } from 'vitest';
import { assertCents, divideRoundHalfUp } from './rounding';

// Brief: "Money is ALWAYS integer cents"; rounding is half up to the cent.
describe('divideRoundHalfUp', () => {
  it('rounds half up', () => {
    expect(divideRoundHalfUp(5, 2)).toBe(3);
    expect(divideRoundHalfUp(7, 2)).toBe(4);
    expect(divideRoundHalfUp(149, 100)).toBe(1);
    expect(divideRoundHalfUp(150, 100)).toBe(2);
  });

  it('is exact when it divides', () => {
    expect(divideRoundHalfUp(300, 100)).toBe(3);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });

  it('rounds negative amounts half away from zero, mirroring positive ones', () => {
    expect(divideRoundHalfUp(-5, 2)).toBe(-3);
    expect(divideRoundHalfUp(-149, 100)).toBe(-1);
  });

  it('rejects a zero denominator and non-integers', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

describe('assertCents', () => {
  it('accepts integers and rejects fractions, NaN and infinities', () => {
    expect(() => assertCents(1250)).not.toThrow();
    expect(() => assertCents(12.5)).toThrow(RangeError);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(() => assertCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
