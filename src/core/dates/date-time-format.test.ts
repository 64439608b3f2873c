import { describe, expect, it } from 'vitest';
import { dateLocale, formatClock, formatDateTime } from './date-time-format';

// Issue 16 (13): "06:04 PM" on an Italian-run shop. Both languages read a 24-hour clock.
describe('dates and times for people', () => {
  it('gives the day and the minute on a 24-hour clock in both languages', () => {
    expect(formatDateTime('2026-03-04T18:04:00Z', 'en', 'UTC')).toBe('4 Mar 2026, 18:04');
    expect(formatDateTime('2026-03-04T18:04:00Z', 'it', 'UTC')).toMatch(/^4 mar 2026,? 18:04$/);
    expect(formatDateTime('2026-03-04T09:05:00Z', 'en', 'UTC')).toBe('4 Mar 2026, 09:05');
  });

  it('writes the clock as 18:04, never 06:04 PM', () => {
    expect(formatClock('2026-03-04T18:04:00Z', 'en', 'UTC')).toBe('18:04');
    expect(formatClock('2026-03-04T18:04:00Z', 'it', 'UTC')).toBe('18:04');
    expect(formatClock('2026-03-04T00:30:00Z', 'en', 'UTC')).toBe('00:30');
  });

  it('reads the time in the zone it is given', () => {
    expect(formatClock('2026-07-01T16:04:00Z', 'it', 'Europe/Rome')).toBe('18:04');
  });

  it('falls back to British English for a language it does not know', () => {
    expect(dateLocale('it')).toBe('it-IT');
    expect(dateLocale('fr')).toBe('en-GB');
    expect(formatClock('2026-03-04T18:04:00Z', 'fr', 'UTC')).toBe('18:04');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
    expect(formatClock('', 'it')).toBe('');
  });
});
