import { describe, expect, it } from 'vitest';
import { addUtcDays, isWeekend, parseIsoDate, toIsoDate, utcDay } from './utc-date';

// Brief: dates are plain UTC arithmetic on Date with explicit UTC methods, or 'YYYY-MM-DD'.
describe('UTC calendar dates', () => {
  it('parses real dates and refuses impossible ones', () => {
    expect(parseIsoDate('2025-02-28')?.toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('25-1-1')).toBeNull();
  });

  it('takes the UTC day of a Date', () => {
    expect(toIsoDate(utcDay(new Date('2025-03-10T23:59:59.999Z')))).toBe('2025-03-10');
    expect(toIsoDate(utcDay('2025-03-10'))).toBe('2025-03-10');
  });

  it('adds days across months and years', () => {
    expect(toIsoDate(addUtcDays(utcDay('2025-12-31'), 1))).toBe('2026-01-01');
    expect(toIsoDate(addUtcDays(utcDay('2025-03-01'), -1))).toBe('2025-02-28');
  });

  it('knows Saturday and Sunday are the weekend', () => {
    expect(isWeekend(utcDay('2025-01-11'))).toBe(true);
    expect(isWeekend(utcDay('2025-01-12'))).toBe(true);
    expect(isWeekend(utcDay('2025-01-13'))).toBe(false);
  });

  it('rejects invalid input', () => {
    expect(() => utcDay('not a date')).toThrow(RangeError);
    expect(() => utcDay(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
