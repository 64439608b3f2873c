import { describe, expect, it } from 'vitest';
import {
  ADMIN_SLIDE_STEP_MS,
  CUSTOMER_SLIDE_STEP_MS,
  endNeedsWriting,
  sessionEnds,
  slidingSessionEnd,
} from './session-life';

const LIMITS = {
  customerIdleSeconds: 7 * 86_400,
  customerMaxSeconds: 30 * 86_400,
  adminIdleSeconds: 1800,
  adminMaxSeconds: 43_200,
};
const signIn = new Date('2026-03-02T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('session ends', () => {
  it('gives a customer seven days with a thirty-day token, an administrator half an hour with a twelve-hour one', () => {
    expect(sessionEnds(false, signIn, LIMITS)).toEqual({
      expiresAt: at('2026-03-09T09:00:00Z'),
      tokenExpiresAt: at('2026-04-01T09:00:00Z'),
    });
    expect(sessionEnds(true, signIn, LIMITS)).toEqual({
      expiresAt: at('2026-03-02T09:30:00Z'),
      tokenExpiresAt: at('2026-03-02T21:00:00Z'),
    });
  });

  it("moves an administrator's end half an hour past each call, never past the cap", () => {
    expect(slidingSessionEnd(true, signIn, at('2026-03-02T10:10:00Z'), LIMITS)).toEqual(
      at('2026-03-02T10:40:00Z'),
    );
    expect(slidingSessionEnd(true, signIn, at('2026-03-02T20:50:00Z'), LIMITS)).toEqual(
      at('2026-03-02T21:00:00Z'),
    );
  });

  it("moves a customer's end a week past each call, never past thirty days from sign-in", () => {
    expect(slidingSessionEnd(false, signIn, at('2026-03-08T12:00:00Z'), LIMITS)).toEqual(
      at('2026-03-15T12:00:00Z'),
    );
    expect(slidingSessionEnd(false, signIn, at('2026-03-28T09:00:00Z'), LIMITS)).toEqual(
      at('2026-04-01T09:00:00Z'),
    );
  });

  it("writes an end that moves its kind's step later, or earlier at all; not one that gains less", () => {
    const end = at('2026-03-02T09:30:00Z');
    const plus = (ms: number) => new Date(end.getTime() + ms);
    expect(endNeedsWriting(true, end, plus(ADMIN_SLIDE_STEP_MS))).toBe(true);
    expect(endNeedsWriting(true, end, plus(ADMIN_SLIDE_STEP_MS - 1))).toBe(false);
    expect(endNeedsWriting(false, end, plus(CUSTOMER_SLIDE_STEP_MS))).toBe(true);
    expect(endNeedsWriting(false, end, plus(CUSTOMER_SLIDE_STEP_MS - 1))).toBe(false);
    expect(endNeedsWriting(false, end, plus(-1))).toBe(true);
  });
});
