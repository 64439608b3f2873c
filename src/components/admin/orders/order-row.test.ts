import { describe, expect, it } from 'vitest';
import type { AdminOrder, OrderRow } from './admin-order';
import { replaceRow } from './order-row';

const row = (id: string): OrderRow => ({
  _id: id,
  orderNo: 1042,
  placedAt: '2026-01-01T10:00:00.000Z',
  status: 'P',
  paymentStatus: 'P',
  statusLabel: 'Paid',
  customer: { email: 'a@b.it', customerId: null, name: 'Anna' },
  country: 'IT',
  totalIncTax: 1000,
  currency: 'EUR',
  totalItems: 3,
  deliveryType: 'std',
  deliveryDate: { from: null, to: null },
  trackingNo: '',
  items: { total: 3, shipped: 0, cancelled: 0, returned: 0, returnsToHandle: 0 },
});

const line = (status: string, shipped: boolean, returnStatus?: string) =>
  ({
    status,
    shipped,
    return: returnStatus ? { status: returnStatus } : null,
  }) as AdminOrder['items'][0];

describe('replaceRow', () => {
  it("puts the answered order's state into its row only", () => {
    const order = {
      _id: 'b',
      status: 'S',
      paymentStatus: 'P',
      statusLabel: 'Shipped',
      delivery: { totalIncTax: 1250, trackingNo: 'TRK1' },
      items: [line('S', true, 'R'), line('Z', false), line('R', true, 'A'), line('X', true, 'X')],
    } as unknown as AdminOrder;
    const [a, b] = replaceRow([row('a'), row('b')], order);
    expect(a).toEqual(row('a'));
    expect(b).toEqual({
      ...row('b'),
      status: 'S',
      statusLabel: 'Shipped',
      totalIncTax: 1250,
      trackingNo: 'TRK1',
      items: { total: 4, shipped: 3, cancelled: 1, returned: 2, returnsToHandle: 2 },
    });
  });
});
