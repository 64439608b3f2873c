import { describe, expect, it } from 'vitest';
import { deliveryDates } from './delivery-dates';
import { deliveryWindow } from './delivery-window';

describe('deliveryWindow: how an expected delivery reads', () => {
  it('names one day when the range is one day, never "between" a day and itself', () => {
    // '2' business days from Tuesday 24 November 2026: from = to = Thursday 26 November.
    const { from, to } = deliveryDates('2026-11-24', '2');
    expect(from).toBe(to);
    expect(deliveryWindow(from, to)).toEqual({ kind: 'on', date: '2026-11-26' });
  });

  it('gives a range when the days differ', () => {
    const { from, to } = deliveryDates('2026-11-24', '3-5');
    expect(deliveryWindow(from, to)).toEqual({ kind: 'between', from, to });
    expect(from).not.toBe(to);
  });

  it('gives nothing without both dates', () => {
    expect(deliveryWindow(null, '2026-11-26')).toBeNull();
    expect(deliveryWindow('2026-11-26', null)).toBeNull();
  });
});
