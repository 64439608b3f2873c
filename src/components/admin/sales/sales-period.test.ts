import { describe, expect, it } from 'vitest';
import {
  matchingPreset,
  periodFromSearch,
  periodProblem,
  periodSearch,
  presetPeriod,
  salesCsvName,
  salesExportPath,
  salesPath,
} from './sales-period';

// Late on 15 January in UTC: already the 16th east of Greenwich, still the 15th in UTC.
const today = new Date('2026-01-15T23:30:00Z');

describe('presetPeriod', () => {
  it('gives whole UTC months and years, across the turn of the year', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ start: '2026-01-01', end: '2026-01-31' });
    expect(presetPeriod('lastMonth', today)).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetPeriod('thisYear', today)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(presetPeriod('last12Months', today)).toEqual({
      start: '2025-02-01',
      end: '2026-01-31',
    });
  });

  it('knows the length of February in a leap year', () => {
    const march = new Date('2024-03-01T00:00:00Z');
    expect(presetPeriod('lastMonth', march)).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('uses the UTC day, not the local one, at a month boundary', () => {
    const lateJanuary = new Date('2026-01-31T23:59:59Z');
    expect(presetPeriod('thisMonth', lateJanuary).start).toBe('2026-01-01');
  });
});

describe('matchingPreset', () => {
  it('names the preset a period is exactly, else null', () => {
    expect(matchingPreset({ start: '2025-12-01', end: '2025-12-31' }, today)).toBe('lastMonth');
    expect(matchingPreset({ start: '2025-12-01', end: '2025-12-30' }, today)).toBeNull();
  });
});

describe('periodFromSearch', () => {
  it('reads start and end from the address', () => {
    expect(periodFromSearch('?start=2025-03-01&end=2025-03-10', today)).toEqual({
      start: '2025-03-01',
      end: '2025-03-10',
    });
  });

  it('puts a reversed range in order, as the server does', () => {
    expect(periodFromSearch('?start=2025-03-10&end=2025-03-01', today)).toEqual({
      start: '2025-03-01',
      end: '2025-03-10',
    });
  });

  it('falls back to this month when a day is missing or wrong, or the period too long', () => {
    const thisMonth = { start: '2026-01-01', end: '2026-01-31' };
    expect(periodFromSearch('', today)).toEqual(thisMonth);
    expect(periodFromSearch('?start=2025-03-01', today)).toEqual(thisMonth);
    expect(periodFromSearch('?start=2025-02-30&end=2025-03-10', today)).toEqual(thisMonth);
    expect(periodFromSearch('?start=2020-01-01&end=2025-03-10', today)).toEqual(thisMonth);
  });

  it('reads back what periodSearch writes', () => {
    const period = { start: '2024-02-29', end: '2025-01-01' };
    expect(periodFromSearch(periodSearch(period), today)).toEqual(period);
  });
});

describe('paths and names', () => {
  const period = { start: '2025-03-01', end: '2025-03-31' };

  it('asks the contract paths with the period', () => {
    expect(salesPath(period)).toBe('admin_sales?start=2025-03-01&end=2025-03-31');
    expect(salesExportPath(period)).toBe('admin_sales_export?start=2025-03-01&end=2025-03-31');
  });

  it('names the export file as the contract does', () => {
    expect(salesCsvName(period)).toBe('sales-2025-03-01-2025-03-31.csv');
  });
});

describe('periodProblem', () => {
  it('accepts a period in either order', () => {
    expect(periodProblem('2025-01-01', '2025-01-31')).toBeNull();
    expect(periodProblem('2025-01-31', '2025-01-01')).toBeNull();
  });

  it('names an empty or impossible day', () => {
    expect(periodProblem('', '2025-01-31')).toBe('startMissing');
    expect(periodProblem('2025-01-01', '2025-02-30')).toBe('endMissing');
  });

  it('allows three years of days and not one more', () => {
    expect(periodProblem('2023-01-01', '2025-12-31')).toBeNull();
    expect(periodProblem('2023-01-01', '2026-01-01')).toBe('tooLong');
    expect(periodProblem('2026-01-01', '2023-01-01')).toBe('tooLong');
  });
});
