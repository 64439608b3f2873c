import { describe, expect, it } from 'vitest';
import {
  RETURNS_WINDOW_DAYS,
  returnInfo,
  returnRefusal,
  returnableUntil,
  type ReturnCandidate,
} from './returns-window';

const SHIPPED = new Date('2025-03-01T10:00:00.000Z');
const DAY = 86_400_000;

const shippedLine = (overrides: Partial<ReturnCandidate> = {}): ReturnCandidate => ({
  orderStatus: 'S',
  itemStatus: 'S',
  shipped: true,
  shippedDate: SHIPPED,
  quantity: 3,
  hasReturn: false,
  ...overrides,
});

describe('the returns window', () => {
  it('is 30 days, at least the 14 days EU law gives', () => {
    expect(RETURNS_WINDOW_DAYS).toBe(30);
    expect(RETURNS_WINDOW_DAYS).toBeGreaterThanOrEqual(14);
  });

  it('ends 30 days to the instant after shipping', () => {
    expect(returnableUntil(SHIPPED, 30).toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });

  it('accepts a request up to its last instant and refuses one a moment later', () => {
    const end = returnableUntil(SHIPPED, 30);
    expect(returnRefusal(shippedLine(), end, 30)).toBeNull();
    expect(returnRefusal(shippedLine(), new Date(end.getTime() + 1), 30)).toBe('WINDOW_CLOSED');
  });

  it('follows the window it is given (the returns.days setting)', () => {
    const day20 = new Date(SHIPPED.getTime() + 20 * DAY);
    expect(returnRefusal(shippedLine(), day20, 14)).toBe('WINDOW_CLOSED');
    expect(returnRefusal(shippedLine(), day20, 21)).toBeNull();
    expect(returnableUntil(SHIPPED, 14).toISOString()).toBe('2025-03-15T10:00:00.000Z');
  });
});

describe('spec 5: a return needs a shipped item of a live order, once', () => {
  const now = new Date(SHIPPED.getTime() + 2 * DAY);

  it('allows a shipped line within the window', () => {
    expect(returnRefusal(shippedLine(), now, 30)).toBeNull();
  });

  it('refuses a line not shipped yet', () => {
    expect(
      returnRefusal(shippedLine({ shipped: false, shippedDate: null, itemStatus: 'O' }), now, 30),
    ).toBe('NOT_SHIPPED');
  });

  it('refuses cancelled orders and lines', () => {
    expect(returnRefusal(shippedLine({ orderStatus: 'Z' }), now, 30)).toBe('ORDER_CANCELLED');
    expect(returnRefusal(shippedLine({ itemStatus: 'Z' }), now, 30)).toBe('ITEM_CANCELLED');
  });

  it('refuses a second request and lines already marked for return or returned', () => {
    expect(returnRefusal(shippedLine({ hasReturn: true }), now, 30)).toBe('ALREADY_REQUESTED');
    expect(returnRefusal(shippedLine({ itemStatus: 'R' }), now, 30)).toBe('ALREADY_REQUESTED');
    expect(returnRefusal(shippedLine({ itemStatus: 'X' }), now, 30)).toBe('ALREADY_REQUESTED');
  });

  it('takes 1 up to the ordered quantity', () => {
    expect(returnRefusal(shippedLine(), now, 30, 1)).toBeNull();
    expect(returnRefusal(shippedLine(), now, 30, 3)).toBeNull();
    expect(returnRefusal(shippedLine(), now, 30, 4)).toBe('BAD_QUANTITY');
    expect(returnRefusal(shippedLine(), now, 30, 0)).toBe('BAD_QUANTITY');
    expect(returnRefusal(shippedLine(), now, 30, 1.5)).toBe('BAD_QUANTITY');
  });
});

describe('returnInfo', () => {
  it('tells the order list whether and until when a line can come back', () => {
    const now = new Date(SHIPPED.getTime() + DAY);
    expect(returnInfo(shippedLine(), now, 30)).toEqual({
      returnable: true,
      returnableUntil: '2025-03-31T10:00:00.000Z',
    });
    expect(returnInfo(shippedLine({ hasReturn: true }), now, 30)).toEqual({
      returnable: false,
      returnableUntil: '2025-03-31T10:00:00.000Z',
    });
    expect(
      returnInfo(shippedLine({ shipped: false, shippedDate: null, itemStatus: 'O' }), now, 30),
    ).toEqual({ returnable: false, returnableUntil: null });
  });
});
