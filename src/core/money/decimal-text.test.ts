import { describe, expect, it } from 'vitest';
import {
  basisPointsFromPercentText,
  centsFromEuroText,
  euroTextFromCents,
  MAX_CENTS,
  percentTextFromBasisPoints,
} from './decimal-text';

describe('centsFromEuroText', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    ['12.', 1200],
    [' 0.29 ', 29],
    ['0.07', 7],
    ['€ 4.90', 490],
    ['€4,9', 490],
    ['0', 0],
    ['1000000.00', MAX_CENTS],
  ])('reads %j as %i cents', (text, cents) => {
    expect(centsFromEuroText(text)).toBe(cents);
  });

  it.each(['', ' ', '-1', '1.234', '1,234.50', '12.505', 'abc', '.50', '1e3', '1000000.01'])(
    'refuses %j',
    (text) => {
      expect(centsFromEuroText(text)).toBeNull();
    },
  );

  it('does not lose a cent to floating point', () => {
    for (let cents = 0; cents < 2000; cents += 1) {
      expect(centsFromEuroText(euroTextFromCents(cents))).toBe(cents);
    }
  });
});

describe('euroTextFromCents', () => {
  it('always shows two decimals', () => {
    expect(euroTextFromCents(0)).toBe('0.00');
    expect(euroTextFromCents(7)).toBe('0.07');
    expect(euroTextFromCents(1250)).toBe('12.50');
    expect(euroTextFromCents(100000)).toBe('1000.00');
  });

  it('refuses what is not cents', () => {
    expect(() => euroTextFromCents(1.5)).toThrow(RangeError);
    expect(() => euroTextFromCents(-1)).toThrow(RangeError);
  });
});

describe('percent and basis points', () => {
  it.each([
    ['22', 2200],
    ['22.5', 2250],
    ['4,75', 475],
    ['0', 0],
    ['100', 10000],
    ['22 %', 2200],
  ])('reads %j %% as %i basis points', (text, bp) => {
    expect(basisPointsFromPercentText(text)).toBe(bp);
  });

  it.each(['', '100.01', '101', '-5', '22.555', 'x'])('refuses %j', (text) => {
    expect(basisPointsFromPercentText(text)).toBeNull();
  });

  it('shows only the decimals a rate needs', () => {
    expect(percentTextFromBasisPoints(2200)).toBe('22');
    expect(percentTextFromBasisPoints(2250)).toBe('22.5');
    expect(percentTextFromBasisPoints(475)).toBe('4.75');
    expect(percentTextFromBasisPoints(0)).toBe('0');
    expect(percentTextFromBasisPoints(10000)).toBe('100');
    expect(percentTextFromBasisPoints(5)).toBe('0.05');
  });

  it('round-trips every rate', () => {
    for (let bp = 0; bp <= 10000; bp += 1) {
      expect(basisPointsFromPercentText(percentTextFromBasisPoints(bp))).toBe(bp);
    }
  });
});
