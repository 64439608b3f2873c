import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time';

describe('formatDateTime', () => {
  it('gives the day and the minute in the page language', () => {
    expect(formatDateTime('2026-03-04T09:05:00Z', 'en', 'UTC')).toBe('4 Mar 2026, 09:05');
    expect(formatDateTime('2026-03-04T09:05:00Z', 'it', 'UTC')).toMatch(/^4 mar 2026,? 09:05$/);
  });

  it('is empty for a date it cannot read', () => {
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
