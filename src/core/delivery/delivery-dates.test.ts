import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../dates/utc-date';
import { addBusinessDays, deliveryDates } from './delivery-dates';

// January 2025: Mon 6, Tue 7, Wed 8, Thu 9, Fri 10, Sat 11, Sun 12, Mon 13 ... Fri 17.
describe('spec 9: "Delivery dates skip weekends and the end is minus one day. Default delivery days 3-5."', () => {
  it('Monday order, 3-5: Thursday to Friday', () => {
    // +3 business days = Thu 9; +5 = Mon 13, minus one = Sun 12, back to Fri 10.
    expect(deliveryDates('2025-01-06', '3-5')).toEqual({ from: '2025-01-09', to: '2025-01-10' });
  });

  it('Wednesday order, 3-5: Monday to Tuesday (skips the weekend)', () => {
    expect(deliveryDates('2025-01-08', '3-5')).toEqual({ from: '2025-01-13', to: '2025-01-14' });
  });

  it('Friday order, 3-5: Wednesday to Thursday', () => {
    expect(deliveryDates('2025-01-10', '3-5')).toEqual({ from: '2025-01-15', to: '2025-01-16' });
  });

  it('Saturday order counts from Monday: Wednesday to Thursday', () => {
    expect(deliveryDates('2025-01-11', '3-5')).toEqual({ from: '2025-01-15', to: '2025-01-16' });
  });

  it('Sunday order counts from Monday: Wednesday to Thursday', () => {
    expect(deliveryDates('2025-01-12', '3-5')).toEqual({ from: '2025-01-15', to: '2025-01-16' });
  });

  it('uses the default 3-5 for empty or invalid days text', () => {
    expect(deliveryDates('2025-01-06', '')).toEqual(deliveryDates('2025-01-06', '3-5'));
    expect(deliveryDates('2025-01-06', 'soon')).toEqual(deliveryDates('2025-01-06', '3-5'));
  });

  it('never puts the end before the start (single-day range)', () => {
    expect(deliveryDates('2025-01-06', '2')).toEqual({ from: '2025-01-08', to: '2025-01-08' });
    expect(deliveryDates('2025-01-10', { min: 1, max: 2 })).toEqual({
      from: '2025-01-13',
      to: '2025-01-13',
    });
  });

  it('crosses the year end', () => {
    // Wed 31 Dec 2025 + 3 business days = Mon 5 Jan 2026; +5 = Wed 7, minus one = Tue 6.
    expect(deliveryDates('2025-12-31', '3-5')).toEqual({ from: '2026-01-05', to: '2026-01-06' });
  });

  it('uses the UTC day of a Date', () => {
    expect(deliveryDates(new Date('2025-01-06T23:30:00Z'), '3-5')).toEqual({
      from: '2025-01-09',
      to: '2025-01-10',
    });
  });

  it('rejects impossible ranges', () => {
    expect(() => deliveryDates('2025-01-06', { min: 5, max: 3 })).toThrow(RangeError);
    expect(() => deliveryDates('2025-01-06', { min: -1, max: 3 })).toThrow(RangeError);
  });
});

describe('addBusinessDays', () => {
  it('skips Saturday and Sunday', () => {
    expect(toIsoDate(addBusinessDays(new Date('2025-01-10T12:00:00Z'), 1))).toBe('2025-01-13');
  });

  it('moves a weekend start to Monday for 0 days', () => {
    expect(toIsoDate(addBusinessDays(new Date('2025-01-11T00:00:00Z'), 0))).toBe('2025-01-13');
    expect(toIsoDate(addBusinessDays(new Date('2025-01-08T00:00:00Z'), 0))).toBe('2025-01-08');
  });
});
