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

const NBSP = '\u00a0';

describe('spec 9: "Currency euro ... The cart total shows 2 decimals.", in English', () => {
  it('puts the symbol first with exactly two decimals', () => {
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(formatMoney(1200, 'EUR', 'en')).toBe('€12.00');
    expect(formatMoney(5, 'EUR', 'eng')).toBe('€0.05');
  });

  it('formats zero', () => {
    expect(formatMoney(0, 'EUR', 'en')).toBe('€0.00');
  });

  it('formats negative amounts with the sign before the symbol', () => {
    expect(formatMoney(-1250, 'EUR', 'en')).toBe('-€12.50');
    expect(formatMoney(-5, 'EUR', 'en')).toBe('-€0.05');
    expect(formatMoney(-1682340, 'EUR', 'en')).toBe('-€16,823.40');
  });

  it('groups thousands with commas', () => {
    expect(formatMoney(99999, 'EUR', 'en')).toBe('€999.99');
    expect(formatMoney(100000, 'EUR', 'en')).toBe('€1,000.00');
    expect(formatMoney(1682340, 'EUR', 'en')).toBe('€16,823.40');
    expect(formatMoney(123456789, 'EUR', 'en')).toBe('€1,234,567.89');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'en')).toBe('€90,071,992,547,409.91');
  });

  it('uses the given currency symbol', () => {
    expect(formatMoney(999, 'GBP', 'en')).toBe('£9.99');
    expect(formatMoney(123456, 'USD', 'en')).toBe('US$1,234.56');
    expect(formatMoney(999, 'ZAR', 'en')).toBe('R9.99');
    expect(formatMoney(1250, 'CHF', 'en')).toBe(`CHF${NBSP}12.50`);
  });

  it('rejects amounts that are not integer cents', () => {
    expect(() => formatMoney(12.5, 'EUR', 'en')).toThrow(RangeError);
  });
});

describe('money in Italian: comma decimals, point thousands, the symbol after a no-break space', () => {
  it('writes the amount the way Italian shoppers read it', () => {
    expect(formatMoney(25490, 'EUR', 'it')).toBe(`254,90${NBSP}€`);
    expect(formatMoney(5, 'EUR', 'ita')).toBe(`0,05${NBSP}€`);
    expect(formatMoney(0, 'EUR', 'it')).toBe(`0,00${NBSP}€`);
  });

  it('groups thousands with points, also a four-digit amount', () => {
    expect(formatMoney(123450, 'EUR', 'it')).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(1682340, 'EUR', 'it')).toBe(`16.823,40${NBSP}€`);
    expect(formatMoney(123456789, 'EUR', 'it')).toBe(`1.234.567,89${NBSP}€`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'EUR', 'it')).toBe(`90.071.992.547.409,91${NBSP}€`);
  });

  it('puts the minus sign first', () => {
    expect(formatMoney(-1250, 'EUR', 'it')).toBe(`-12,50${NBSP}€`);
    expect(formatMoney(-1682340, 'EUR', 'it')).toBe(`-16.823,40${NBSP}€`);
  });

  it('keeps the spec symbols and shows an unknown code as itself', () => {
    expect(formatMoney(999, 'GBP', 'it')).toBe(`9,99${NBSP}£`);
    expect(formatMoney(123456, 'USD', 'it')).toBe(`1.234,56${NBSP}US$`);
    expect(formatMoney(999, 'ZAR', 'it')).toBe(`9,99${NBSP}R`);
    expect(formatMoney(1250, 'CHF', 'it')).toBe(`12,50${NBSP}CHF`);
  });
});
