import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, currencySymbol, formatMoney } from './currency';

describe('spec 9: "symbols EUR gives €, GBP gives £, USD gives US$, ZAR gives R."', () => {
  it('maps each code to its symbol', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ EUR: '€', GBP: '£', USD: 'US$', ZAR: 'R' });
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('USD')).toBe('US$');
    expect(currencySymbol('ZAR')).toBe('R');
  });

  it('shows an unknown code as itself', () => {
    expect(currencySymbol('CHF')).toBe('CHF ');
    expect(currencySymbol('toString')).toBe('toString ');
  });
});

describe('spec 9: "Currency euro ... The cart total shows 2 decimals."', () => {
  it('defaults to euro with exactly two decimals', () => {
    expect(formatMoney(1250)).toBe('€12.50');
    expect(formatMoney(1200)).toBe('€12.00');
    expect(formatMoney(5)).toBe('€0.05');
  });

  it('formats zero', () => {
    expect(formatMoney(0)).toBe('€0.00');
  });

  it('formats negative amounts with the sign before the symbol', () => {
    expect(formatMoney(-1250)).toBe('-€12.50');
    expect(formatMoney(-5)).toBe('-€0.05');
  });

  it('formats large amounts without grouping', () => {
    expect(formatMoney(123456789)).toBe('€1234567.89');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('€90071992547409.91');
  });

  it('uses the given currency symbol', () => {
    expect(formatMoney(999, 'GBP')).toBe('£9.99');
    expect(formatMoney(999, 'USD')).toBe('US$9.99');
    expect(formatMoney(999, 'ZAR')).toBe('R9.99');
  });

  it('rejects amounts that are not integer cents', () => {
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });
});
