import { describe, expect, it } from 'vitest';
import { ORDER_FILTERS, isOrderFilterCode, paymentStatusFilter } from './order-filters';

describe('spec 4: "Order list filters use C, O, U, P, S, Z, A."', () => {
  it('lists the codes in spec order', () => {
    expect(ORDER_FILTERS.map((f) => f.code)).toEqual(['C', 'O', 'U', 'P', 'S', 'Z', 'A', 'R']);
    expect(isOrderFilterCode('A')).toBe(true);
    expect(isOrderFilterCode('X')).toBe(false);
  });
});

describe('spec 4: "Order filter to payment-status filter: O gives O, P gives P, S gives S, U gives both O and U."', () => {
  it('maps O, P, S and U', () => {
    expect(paymentStatusFilter('O')).toEqual(['O']);
    expect(paymentStatusFilter('P')).toEqual(['P']);
    expect(paymentStatusFilter('S')).toEqual(['S']);
    expect(paymentStatusFilter('U')).toEqual(['O', 'U']);
  });

  it('gives no payment filter for C, Z, A and unknown codes', () => {
    for (const code of ['C', 'Z', 'A', '', 'x']) expect(paymentStatusFilter(code)).toBeNull();
  });
});
