import { describe, expect, it } from 'vitest';
import { amountAxisTop, dayLabel, longDayLabel, moneyTick } from './chart-format';

describe('moneyTick', () => {
  it('drops whole-euro decimals and keeps cents that matter', () => {
    expect(moneyTick(250_000, 'en')).toBe('€2,500');
    expect(moneyTick(1_050, 'en')).toBe('€10.50');
    expect(moneyTick(0, 'en')).toBe('€0');
    expect(moneyTick(250_000, 'it')).toBe('2.500\u00a0€');
    expect(moneyTick(1_050, 'it')).toBe('10,50\u00a0€');
    expect(moneyTick(100_000_000, 'ita')).toBe('1.000.000\u00a0€');
  });

  it('rounds a computed tick to whole cents instead of failing', () => {
    expect(moneyTick(0.75, 'en')).toBe('€0.01');
  });
});

describe('amountAxisTop', () => {
  it('keeps at least €100 on the axis, so a period without sales has no cent ticks', () => {
    expect(amountAxisTop(0)).toBe(10_000);
    expect(amountAxisTop(4)).toBe(10_000);
    expect(amountAxisTop(250_000)).toBe(250_000);
  });
});

describe('day labels', () => {
  it('show the UTC day in each language', () => {
    expect(dayLabel('2026-03-05', 'en')).toBe('5 Mar');
    expect(dayLabel('2026-03-05', 'it')).toBe('5 mar');
    expect(longDayLabel('2026-03-05', 'en')).toBe('5 March 2026');
    expect(longDayLabel('2026-03-05', 'it')).toBe('5 marzo 2026');
  });

  it('leave a text that is not a date as it is', () => {
    expect(dayLabel('soon', 'en')).toBe('soon');
  });
});
