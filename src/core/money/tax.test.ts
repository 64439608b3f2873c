import { describe, expect, it } from 'vitest';
import {
  exclusiveOfInclusive,
  inclusiveOfExclusive,
  taxOfExclusive,
  taxOfInclusive,
  taxSplit,
} from './tax';

// Brief: "tax rates are integer basis points (2200 = 22%) ... inc = ex + tax always holds."
// Spec section 3 (Cart / order): totals are kept as IncTax, Tax and ExTax.
describe('tax from an inclusive price', () => {
  it('splits €122.00 at 22% into €100.00 + €22.00', () => {
    expect(exclusiveOfInclusive(12200, 2200)).toBe(10000);
    expect(taxOfInclusive(12200, 2200)).toBe(2200);
  });

  it('rounds the exclusive part half up and leaves the rest as tax', () => {
    // 1000 / 1.22 = 819.67 -> 820, tax 180
    expect(exclusiveOfInclusive(1000, 2200)).toBe(820);
    expect(taxOfInclusive(1000, 2200)).toBe(180);
    // 1 / 1.22 = 0.82 -> 1, tax 0
    expect(taxOfInclusive(1, 2200)).toBe(0);
  });

  it('has no tax at 0 bp and is all tax at 100%', () => {
    expect(taxOfInclusive(999, 0)).toBe(0);
    expect(exclusiveOfInclusive(1000, 10000)).toBe(500);
  });
});

describe('tax from an exclusive price', () => {
  it('adds 22% to €100.00', () => {
    expect(taxOfExclusive(10000, 2200)).toBe(2200);
    expect(inclusiveOfExclusive(10000, 2200)).toBe(12200);
  });

  it('rounds the tax half up', () => {
    // 25 * 0.22 = 5.5 -> 6
    expect(taxOfExclusive(25, 2200)).toBe(6);
    // 1 * 0.22 = 0.22 -> 0
    expect(taxOfExclusive(1, 2200)).toBe(0);
  });

  it('handles reduced rates (10%, 4%, 5.5%)', () => {
    expect(taxOfExclusive(1999, 1000)).toBe(200);
    expect(taxOfExclusive(1999, 400)).toBe(80);
    expect(taxOfExclusive(1000, 550)).toBe(55);
  });
});

describe('inc = ex + tax always holds', () => {
  it('for every amount 0..3000 cents at several rates, both directions', () => {
    for (const bp of [0, 400, 550, 1000, 2000, 2200, 2500]) {
      for (let cents = 0; cents <= 3000; cents += 1) {
        expect(exclusiveOfInclusive(cents, bp) + taxOfInclusive(cents, bp)).toBe(cents);
        expect(inclusiveOfExclusive(cents, bp)).toBe(cents + taxOfExclusive(cents, bp));
      }
    }
  });

  it('for large amounts', () => {
    const inc = 987654321;
    expect(exclusiveOfInclusive(inc, 2200) + taxOfInclusive(inc, 2200)).toBe(inc);
  });
});

describe('taxSplit', () => {
  it('treats the amount as inclusive when taxIncluded', () => {
    expect(taxSplit(12200, { taxBp: 2200, taxIncluded: true })).toEqual({
      incTax: 12200,
      tax: 2200,
      exTax: 10000,
    });
  });

  it('adds the tax when not taxIncluded', () => {
    expect(taxSplit(10000, { taxBp: 2200, taxIncluded: false })).toEqual({
      incTax: 12200,
      tax: 2200,
      exTax: 10000,
    });
  });

  it('splits zero into zeros', () => {
    expect(taxSplit(0, { taxBp: 2200, taxIncluded: true })).toEqual({
      incTax: 0,
      tax: 0,
      exTax: 0,
    });
  });
});

describe('input checks', () => {
  it('rejects fractional cents and out-of-range rates', () => {
    expect(() => taxOfInclusive(10.5, 2200)).toThrow(RangeError);
    expect(() => taxOfExclusive(100, -1)).toThrow(RangeError);
    expect(() => taxOfExclusive(100, 10001)).toThrow(RangeError);
    expect(() => taxOfExclusive(100, 22.5)).toThrow(RangeError);
  });
});
