import { describe, expect, it } from 'vitest';
import { adminSessionEnd, endNeedsWriting, sessionEnds, SLIDE_STEP_MS } from './session-life';

const LIMITS = { customerSeconds: 7 * 86_400, adminIdleSeconds: 1800, adminMaxSeconds: 43_200 };
const signIn = new Date('2026-03-02T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('session ends', () => {
  it('gives a customer seven days and an administrator half an hour, with a twelve-hour token', () => {
    expect(sessionEnds(false, signIn, LIMITS)).toEqual({
      expiresAt: at('2026-03-09T09:00:00Z'),
      tokenExpiresAt: at('2026-03-09T09:00:00Z'),
    });
    expect(sessionEnds(true, signIn, LIMITS)).toEqual({
      expiresAt: at('2026-03-02T09:30:00Z'),
      tokenExpiresAt: at('2026-03-02T21:00:00Z'),
    });
  });

  it("moves an administrator's end half an hour past each call, never past the cap", () => {
    expect(adminSessionEnd(signIn, at('2026-03-02T10:10:00Z'), LIMITS)).toEqual(
      at('2026-03-02T10:40:00Z'),
    );
    expect(adminSessionEnd(signIn, at('2026-03-02T20:50:00Z'), LIMITS)).toEqual(
      at('2026-03-02T21:00:00Z'),
    );
  });

  it('writes an end that moves a step later, or earlier at all; not one that gains less', () => {
    const end = at('2026-03-02T09:30:00Z');
    expect(endNeedsWriting(end, new Date(end.getTime() + SLIDE_STEP_MS))).toBe(true);
    expect(endNeedsWriting(end, new Date(end.getTime() + SLIDE_STEP_MS - 1))).toBe(false);
    expect(endNeedsWriting(end, new Date(end.getTime() - 1))).toBe(true);
  });
});
