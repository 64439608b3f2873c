import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, isOrderStatus, orderStatusLabel } from './order-status';

describe('spec 4: "Order statuses: O open, C complete, P paid, S shipped, Z cancelled, U unpaid; combined labels Complete/Paid and Complete/Unpaid."', () => {
  it('has the six codes and labels', () => {
    // The spec's own words: code, then its label.
    const listed = Object.entries(ORDER_STATUSES).map(([code, label]) => `${code} ${label}`);
    expect(listed.join(', ')).toBe('O Open, C Complete, P Paid, S Shipped, Z Cancelled, U Unpaid');
  });

  it('labels a complete order with its payment', () => {
    expect(orderStatusLabel('C', 'P')).toBe('Complete/Paid');
    expect(orderStatusLabel('C', 'U')).toBe('Complete/Unpaid');
    expect(orderStatusLabel('C', 'O')).toBe('Complete/Unpaid');
  });

  it('labels other statuses plainly', () => {
    expect(orderStatusLabel('S', 'P')).toBe('Shipped');
    expect(orderStatusLabel('Z', 'U')).toBe('Cancelled');
  });

  it('labels a paid order that owes money again Unpaid, never Paid beside an unpaid payment', () => {
    expect(orderStatusLabel('P', 'U')).toBe('Unpaid');
    expect(orderStatusLabel('P', 'P')).toBe('Paid');
  });

  it('recognises codes', () => {
    expect(isOrderStatus('Z')).toBe(true);
    expect(isOrderStatus('R')).toBe(false);
  });
});
