import { describe, expect, it } from 'vitest';
import { customerOrderStatus, linePriceKnown } from './customer-order-status';

describe('customerOrderStatus', () => {
  it('names open, paid, shipped, cancelled and unpaid orders by their status', () => {
    for (const status of ['O', 'S', 'Z', 'U'] as const) {
      expect(customerOrderStatus(status, 'U')).toBe(status);
    }
    expect(customerOrderStatus('P', 'P')).toBe('P');
  });

  it('reads a paid order that owes money again (after weighing) as unpaid, as the shop does', () => {
    expect(customerOrderStatus('P', 'U')).toBe('U');
  });

  it('says whether a complete order is paid (spec 4: Complete/Paid, Complete/Unpaid)', () => {
    expect(customerOrderStatus('C', 'P')).toBe('CP');
    expect(customerOrderStatus('C', 'U')).toBe('CU');
    expect(customerOrderStatus('C', 'O')).toBe('CU');
  });

  it('does not pass on a code it does not know', () => {
    expect(customerOrderStatus('X', 'P')).toBe('unknown');
    expect(customerOrderStatus('', 'P')).toBe('unknown');
  });
});

describe('linePriceKnown', () => {
  it('is true for unit-priced lines and weighed weight-priced ones (spec 9: TBC until then)', () => {
    expect(linePriceKnown({ sellBy: 'u', weighed: false })).toBe(true);
    expect(linePriceKnown({ sellBy: 'w', weighed: true })).toBe(true);
    expect(linePriceKnown({ sellBy: 'w', weighed: false })).toBe(false);
  });
});
