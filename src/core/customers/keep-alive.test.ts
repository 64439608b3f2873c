import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_EVERY_MS, shouldKeepAlive } from './keep-alive';

describe('keeping a working administrator signed in', () => {
  const touched = 1_000_000;
  it('touches the session after input, once the interval since the last touch has passed', () => {
    expect(shouldKeepAlive(touched + 1, touched, touched + KEEP_ALIVE_EVERY_MS)).toBe(true);
    expect(shouldKeepAlive(touched + 1, touched, touched + KEEP_ALIVE_EVERY_MS - 1)).toBe(false);
  });

  it('lets the session go idle when nobody has touched the page since', () => {
    expect(shouldKeepAlive(touched - 1, touched, touched + 10 * KEEP_ALIVE_EVERY_MS)).toBe(false);
  });
});
