import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './provider-amount';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1234, '12.34'],
    [100000, '1000.00'],
  ])('%i cents is "%s"', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('refuses fractions of a cent and negative amounts', () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-1)).toThrow(RangeError);
  });
});

describe('decimalToCents', () => {
  it.each([
    ['12.34', 1234],
    ['12', 1200],
    ['12.3', 1230],
    ['0.01', 1],
  ])('"%s" is %i cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '12.345', '-1.00', '1e3', 'abc', '12,34'])('"%s" is not an amount', (text) => {
    expect(decimalToCents(text)).toBeNull();
  });

  it('reads back what centsToDecimal writes', () => {
    for (const cents of [0, 1, 99, 100, 4321, 987654]) {
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    }
  });
});
