import { describe, expect, it } from 'vitest';
import { priceBandLabel } from './price-band-label';
import { PRICE_BANDS, inPriceBand, priceBandByKey, priceBandOf } from './price-bands';

describe('spec 9: "Price bands: 0-50, 50-100, 100-150, 150-200, 200-300, 300+ (300 to 10000)"', () => {
  it('has the six bands in cents', () => {
    expect(PRICE_BANDS.map((b) => [b.key, b.minCents, b.maxCents])).toEqual([
      ['0-50', 0, 5000],
      ['50-100', 5000, 10000],
      ['100-150', 10000, 15000],
      ['150-200', 15000, 20000],
      ['200-300', 20000, 30000],
      ['300+', 30000, 1000000],
    ]);
  });
});

describe('spec 9: "a band is above its minimum and up to and including its maximum"', () => {
  const band = (key: string) => {
    const found = priceBandByKey(key);
    if (!found) throw new Error(`no band ${key}`);
    return found;
  };

  it('exactly 50.00 is in 0-50, not 50-100', () => {
    expect(inPriceBand(5000, band('0-50'))).toBe(true);
    expect(inPriceBand(5000, band('50-100'))).toBe(false);
  });

  it('50.01 is in 50-100', () => {
    expect(inPriceBand(5001, band('50-100'))).toBe(true);
    expect(priceBandOf(5001)?.key).toBe('50-100');
  });

  it('0.00 is in no band (above its minimum), 0.01 is in 0-50', () => {
    expect(priceBandOf(0)).toBeUndefined();
    expect(priceBandOf(1)?.key).toBe('0-50');
  });

  it('300.00 is in 200-300; 10000.00 is in 300+; above 10000.00 is in none', () => {
    expect(priceBandOf(30000)?.key).toBe('200-300');
    expect(priceBandOf(1_000_000)?.key).toBe('300+');
    expect(priceBandOf(1_000_001)).toBeUndefined();
  });

  it('finds no band for an unknown key', () => {
    expect(priceBandByKey('1000+')).toBeUndefined();
  });
});

describe('price band labels in each language', () => {
  it('write the euro amounts the way the page language reads money', () => {
    expect(priceBandLabel('50-100', 'en')).toBe('€50 – €100');
    expect(priceBandLabel('300+', 'en')).toBe('€300+');
    expect(priceBandLabel('50-100', 'it')).toBe('50 – 100\u00a0€');
    expect(priceBandLabel('300+', 'ita')).toBe('300+\u00a0€');
  });
});
