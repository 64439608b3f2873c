import { describe, expect, it } from 'vitest';
import { isOnSale, salePriceCents } from './sale-price';

describe('spec 9: "Sale price is a percentage discount."', () => {
  it('takes the percentage off the retail price', () => {
    expect(salePriceCents(10000, 25)).toBe(7500);
    expect(salePriceCents(4990, 10)).toBe(4491);
  });

  it('rounds half up to the cent', () => {
    // 1001 * 50% = 500.5 -> 501
    expect(salePriceCents(1001, 50)).toBe(501);
    // 999 * 85% = 849.15 -> 849
    expect(salePriceCents(999, 15)).toBe(849);
    // 333 * 90% = 299.7 -> 300
    expect(salePriceCents(333, 10)).toBe(300);
  });

  it('0% leaves the retail price', () => {
    expect(salePriceCents(12345, 0)).toBe(12345);
  });

  it('100% makes it free', () => {
    expect(salePriceCents(12345, 100)).toBe(0);
  });

  it('rejects out-of-range or fractional percentages and bad prices', () => {
    expect(() => salePriceCents(1000, -1)).toThrow(RangeError);
    expect(() => salePriceCents(1000, 101)).toThrow(RangeError);
    expect(() => salePriceCents(1000, 12.5)).toThrow(RangeError);
    expect(() => salePriceCents(-1, 10)).toThrow(RangeError);
    expect(() => salePriceCents(10.5, 10)).toThrow(RangeError);
  });

  it('is on sale only with a discount above 0', () => {
    expect(isOnSale(0)).toBe(false);
    expect(isOnSale(5)).toBe(true);
  });
});
