import { describe, expect, it } from 'vitest';
import { oldestFirst } from './history-order';

describe("the order's history", () => {
  it('reads oldest first, from the API newest first', () => {
    const newestFirst = [
      { action: 'paid', at: '2026-03-04T18:05:00Z' },
      { action: 'payment_failed', at: '2026-03-04T18:04:00Z' },
      { action: 'placed', at: '2026-03-04T18:00:00Z' },
    ];
    expect(oldestFirst(newestFirst).map((event) => event.action)).toEqual([
      'placed',
      'payment_failed',
      'paid',
    ]);
  });

  it('keeps events of the same instant in the order they were recorded', () => {
    const at = '2026-03-04T18:04:00Z';
    const newestFirst = [
      { action: 'payment_refunded', at },
      { action: 'cancel_order', at },
    ];
    expect(oldestFirst(newestFirst).map((event) => event.action)).toEqual([
      'cancel_order',
      'payment_refunded',
    ]);
  });

  it('does not change the list it was given', () => {
    const events = [{ at: '2026-03-05T00:00:00Z' }, { at: '2026-03-04T00:00:00Z' }];
    oldestFirst(events);
    expect(events[0]?.at).toBe('2026-03-05T00:00:00Z');
  });
});
