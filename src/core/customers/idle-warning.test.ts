import { describe, expect, it } from 'vitest';
import { IDLE_WARNING_MS, idleState, sessionEndFrom } from './idle-warning';

describe('idleState', () => {
  const end = 1_800_000;
  it('is active until a minute before the end, then warns, then has ended', () => {
    expect(idleState(end, 0)).toBe('active');
    expect(idleState(end, end - IDLE_WARNING_MS - 1)).toBe('active');
    expect(idleState(end, end - IDLE_WARNING_MS)).toBe('warn');
    expect(idleState(end, end - 1)).toBe('warn');
    expect(idleState(end, end)).toBe('ended');
  });

  it('is active while the end is not known', () => {
    expect(idleState(null, 5)).toBe('active');
  });
});

describe('sessionEndFrom', () => {
  it("reads the header's seconds on the browser's clock", () => {
    expect(sessionEndFrom('1800', 1000)).toBe(1_801_000);
  });

  it('ignores a missing or malformed header', () => {
    expect(sessionEndFrom(null, 1000)).toBeNull();
    expect(sessionEndFrom('-5', 1000)).toBeNull();
    expect(sessionEndFrom('soon', 1000)).toBeNull();
  });
});
