import { describe, expect, it } from 'vitest';
import { formatKilograms, formatWeight, toGrams } from './weight';

describe('spec 9: "Weight units g or kg." (stored as integer grams)', () => {
  it('keeps grams', () => {
    expect(toGrams(750, 'g')).toBe(750);
  });

  it('converts kilograms to grams', () => {
    expect(toGrams(1.5, 'kg')).toBe(1500);
    expect(toGrams(1.005, 'kg')).toBe(1005);
    expect(toGrams(0, 'kg')).toBe(0);
  });

  it('rounds to the nearest gram', () => {
    expect(toGrams(1.2345, 'kg')).toBe(1235);
    expect(toGrams(10.4, 'g')).toBe(10);
  });

  it('rejects negative and non-finite weights', () => {
    expect(() => toGrams(-1, 'g')).toThrow(RangeError);
    expect(() => toGrams(Number.NaN, 'kg')).toThrow(RangeError);
  });

  it('formats grams', () => {
    expect(formatWeight(1500, 'g')).toBe('1500 g');
    expect(formatWeight(0, 'g')).toBe('0 g');
  });

  it('formats kilograms without trailing zeros', () => {
    expect(formatWeight(1500, 'kg')).toBe('1.5 kg');
    expect(formatWeight(2000, 'kg')).toBe('2 kg');
    expect(formatWeight(250, 'kg')).toBe('0.25 kg');
    expect(formatWeight(1005, 'kg')).toBe('1.005 kg');
    expect(formatWeight(0, 'kg')).toBe('0 kg');
  });

  it('rejects fractional grams', () => {
    expect(() => formatWeight(1.5, 'g')).toThrow(RangeError);
  });
});

describe('formatKilograms', () => {
  it('writes kilograms as each language writes numbers', () => {
    expect(formatKilograms(2500, 'en')).toBe('2.5 kg');
    expect(formatKilograms(2500, 'it')).toBe('2,5 kg');
    expect(formatKilograms(1005, 'it')).toBe('1,005 kg');
    expect(formatKilograms(5000, 'en')).toBe('5 kg');
  });
});
