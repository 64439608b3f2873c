import { describe, expect, it } from 'vitest';
import { countsAsPurchase, hasPurchased, type PurchasedLine } from './review-eligibility';

const paid: PurchasedLine = { placed: true, orderStatus: 'P', paymentStatus: 'P', itemStatus: 'O' };

describe('spec 5: "A review requires a prior purchase of the item."', () => {
  it('counts paid, shipped and complete-and-paid orders', () => {
    expect(countsAsPurchase(paid)).toBe(true);
    expect(countsAsPurchase({ ...paid, orderStatus: 'S', itemStatus: 'S' })).toBe(true);
    expect(countsAsPurchase({ ...paid, orderStatus: 'C' })).toBe(true);
  });

  it('does not count a complete order that is still unpaid', () => {
    expect(countsAsPurchase({ ...paid, orderStatus: 'C', paymentStatus: 'U' })).toBe(false);
  });

  it('does not count open, unpaid or cancelled orders, nor carts never placed', () => {
    for (const orderStatus of ['O', 'U', 'Z'] as const) {
      expect(countsAsPurchase({ ...paid, orderStatus }), orderStatus).toBe(false);
    }
    expect(countsAsPurchase({ ...paid, placed: false })).toBe(false);
  });

  it('does not count a cancelled line, but does count a returned one', () => {
    expect(countsAsPurchase({ ...paid, itemStatus: 'Z' })).toBe(false);
    expect(countsAsPurchase({ ...paid, orderStatus: 'S', itemStatus: 'X' })).toBe(true);
  });

  it('needs one qualifying line among all of them', () => {
    expect(hasPurchased([])).toBe(false);
    expect(hasPurchased([{ ...paid, itemStatus: 'Z' }, paid])).toBe(true);
  });
});
