import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_SETTINGS } from '../../core/constants';
import { toastTimers } from './toast-timers';

// Fake timers: the clock moves only when the test moves it, so nothing here depends on speed.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp() {
  const closed: string[] = [];
  const timers = toastTimers((id) => closed.push(id), TOAST_SETTINGS);
  return { closed, timers };
}

describe('toast time-outs (spec 9: time-out 3000 ms, extended time-out 1000 ms)', () => {
  it('closes a toast nobody touches 3000 ms after it shows', () => {
    const { closed, timers } = setUp();
    timers.shown('Saved');
    vi.advanceTimersByTime(2999);
    expect(closed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closed).toEqual(['Saved']);
  });

  it('keeps a toast open while the pointer is over it, then closes it 1000 ms after it leaves', () => {
    const { closed, timers } = setUp();
    timers.shown('Saved');
    vi.advanceTimersByTime(2500);
    timers.hold('Saved', 'pointer');
    vi.advanceTimersByTime(60_000);
    expect(closed).toEqual([]);
    timers.release('Saved', 'pointer');
    vi.advanceTimersByTime(999);
    expect(closed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(closed).toEqual(['Saved']);
  });

  it('gives the extended time-out, not what was left, when the pointer leaves early', () => {
    const { closed, timers } = setUp();
    timers.shown('Saved');
    vi.advanceTimersByTime(100);
    timers.hold('Saved', 'pointer');
    timers.release('Saved', 'pointer');
    vi.advanceTimersByTime(1000);
    expect(closed).toEqual(['Saved']);
  });

  it('treats the keyboard focus like the pointer, and waits until both have left', () => {
    const { closed, timers } = setUp();
    timers.shown('Saved');
    timers.hold('Saved', 'focus');
    timers.hold('Saved', 'pointer');
    timers.release('Saved', 'pointer');
    vi.advanceTimersByTime(10_000);
    expect(closed).toEqual([]);
    timers.release('Saved', 'focus');
    vi.advanceTimersByTime(1000);
    expect(closed).toEqual(['Saved']);
  });

  it('ignores a leave it never saw come, and forgets a toast closed by hand', () => {
    const { closed, timers } = setUp();
    timers.shown('Saved');
    timers.release('Saved', 'pointer');
    vi.advanceTimersByTime(1000);
    expect(closed).toEqual([]);
    timers.closed('Saved');
    vi.advanceTimersByTime(10_000);
    expect(closed).toEqual([]);
  });

  it('times each toast on its own', () => {
    const { closed, timers } = setUp();
    timers.shown('First');
    vi.advanceTimersByTime(1000);
    timers.shown('Second');
    timers.hold('Second', 'pointer');
    vi.advanceTimersByTime(2000);
    expect(closed).toEqual(['First']);
    timers.release('Second', 'pointer');
    vi.advanceTimersByTime(1000);
    expect(closed).toEqual(['First', 'Second']);
  });
});
