import { describe, expect, it } from 'vitest';
import { amountDue, amountRefunded } from './amount-due';

describe('amountDue', () => {
  it('owes the total less what was settled while unpaid', () => {
    expect(amountDue({ status: 'P', paymentStatus: 'U', totalIncTax: 33376, settled: 30000 })).toBe(
      3376,
    );
  });

  it('owes nothing for a cancelled order, refunded or not', () => {
    expect(amountDue({ status: 'Z', paymentStatus: 'U', totalIncTax: 33376, settled: 0 })).toBe(0);
  });

  it('owes nothing when the shop counts the order as paid', () => {
    expect(amountDue({ status: 'S', paymentStatus: 'P', totalIncTax: 33376, settled: 0 })).toBe(0);
  });

  it('never owes less than nothing', () => {
    expect(amountDue({ status: 'C', paymentStatus: 'U', totalIncTax: 1000, settled: 1500 })).toBe(
      0,
    );
  });
});

describe('amountRefunded', () => {
  it('counts payments refunded whole and the parts refunded for returns', () => {
    expect(
      amountRefunded([
        { status: 'refunded', amount: 33376, refunded: 0 },
        { status: 'succeeded', amount: 5000, refunded: 1200 },
        { status: 'requires_action', amount: 900, refunded: 0 },
      ]),
    ).toBe(34576);
  });
});
