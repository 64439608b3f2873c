import { describe, expect, it } from 'vitest';
import { returnRefund, splitRefund } from './return-refund';

const line = { lineIncTax: 1000, quantity: 3, deliveryIncTax: 490, held: 10_000 };

describe('returnRefund', () => {
  it("gives back the returned units' share of the line, rounded half up", () => {
    expect(returnRefund({ ...line, returned: 1, everythingBack: false })).toEqual({
      item: 333,
      delivery: 0,
      total: 333,
    });
    expect(returnRefund({ ...line, returned: 2, everythingBack: false }).item).toBe(667);
    expect(returnRefund({ ...line, returned: 3, everythingBack: false }).item).toBe(1000);
  });

  it('adds the delivery fee once everything is back', () => {
    expect(returnRefund({ ...line, returned: 3, everythingBack: true })).toEqual({
      item: 1000,
      delivery: 490,
      total: 1490,
    });
  });

  it('never gives back more than the shop holds', () => {
    expect(returnRefund({ ...line, returned: 3, everythingBack: true, held: 1200 })).toEqual({
      item: 1000,
      delivery: 200,
      total: 1200,
    });
    expect(returnRefund({ ...line, returned: 3, everythingBack: true, held: 0 }).total).toBe(0);
  });
});

describe('splitRefund', () => {
  it('takes from the oldest payment first, then the next', () => {
    const payments = [
      { id: 'a', available: 500 },
      { id: 'b', available: 0 },
      { id: 'c', available: 800 },
    ];
    expect(splitRefund(300, payments)).toEqual([{ id: 'a', amount: 300 }]);
    expect(splitRefund(900, payments)).toEqual([
      { id: 'a', amount: 500 },
      { id: 'c', amount: 400 },
    ]);
    expect(splitRefund(0, payments)).toEqual([]);
  });
});
