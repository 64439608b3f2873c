import { describe, expect, it } from 'vitest';
import { windowVerdict } from './fixed-window';

const limit = { max: 3, windowSeconds: 600 };
const start = new Date('2026-11-26T10:00:00Z');

describe('a fixed-window limit', () => {
  it('lets the first max calls of a window through', () => {
    expect(windowVerdict(limit, 3, start, start)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      hits: 3,
    });
  });

  it('refuses the next one until the window ends, in whole seconds', () => {
    const now = new Date(start.getTime() + 599_500);
    expect(windowVerdict(limit, 4, start, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      hits: 4,
    });
    expect(windowVerdict(limit, 4, start, start)).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
      hits: 4,
    });
  });
});
