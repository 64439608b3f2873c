import { describe, expect, it } from 'vitest';
import { CHARGE_KINDS, chargeTotals, NO_CHARGE, orderCharges, type Charges } from './charges';

describe('chargeTotals', () => {
  it('adds every kind of charge, inc, tax and ex alike', () => {
    const charges: Charges = {
      items: { incTax: 12_200, tax: 2_200, exTax: 10_000 },
      delivery: { incTax: 590, tax: 106, exTax: 484 },
    };
    expect(chargeTotals(charges)).toEqual({
      totalIncTax: 12_790,
      totalTax: 2_306,
      totalExTax: 10_484,
    });
  });

  it('counts every kind the model lists', () => {
    // One cent per kind: a kind the sum skipped would leave the total short.
    const cent = { incTax: 1, tax: 0, exTax: 1 };
    const charges = Object.fromEntries(CHARGE_KINDS.map((kind) => [kind, cent])) as Charges;
    expect(chargeTotals(charges).totalIncTax).toBe(CHARGE_KINDS.length);
    expect(chargeTotals({ items: NO_CHARGE, delivery: NO_CHARGE }).totalIncTax).toBe(0);
  });
});

describe('orderCharges', () => {
  it('reads an order’s stored item and delivery amounts as charges', () => {
    const charges = orderCharges({
      cartIncTax: 5_000,
      cartTax: 902,
      cartExTax: 4_098,
      deliveryIncTax: 890,
      deliveryTax: 160,
      deliveryExTax: 730,
    });
    expect(charges.items).toEqual({ incTax: 5_000, tax: 902, exTax: 4_098 });
    expect(charges.delivery).toEqual({ incTax: 890, tax: 160, exTax: 730 });
  });
});
