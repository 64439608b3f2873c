import { describe, expect, it } from 'vitest';
import { deliveryFee, deliveryFeeTax, weightBandFee, type DeliveryFees } from './delivery-fee';

const BY_WEIGHT: DeliveryFees = {
  deliveryStdFee: 0,
  deliveryExpressFee: 0,
  deliveryFeeKg: 500,
  deliveryFee5: 900,
  deliveryFee10: 1500,
};

const std = (deliveryWeight: number, country: DeliveryFees = BY_WEIGHT) =>
  deliveryFee({ deliveryWeight, deliveryItems: 1, type: 'std', country });

describe('spec 9: "Fees by weight: under 1 kg (1000 g) uses deliveryFeeKg, 1-5 kg uses deliveryFee5, over 5 kg uses deliveryFee10"', () => {
  it('999 g is under 1 kg: deliveryFeeKg', () => {
    expect(std(999)).toBe(500);
    expect(std(0)).toBe(500);
  });

  it('exactly 1000 g: deliveryFee5', () => {
    expect(std(1000)).toBe(900);
  });

  it('exactly 5000 g: deliveryFee5', () => {
    expect(std(5000)).toBe(900);
  });

  it('5001 g is over 5 kg: deliveryFee10', () => {
    expect(std(5001)).toBe(1500);
    expect(std(25000)).toBe(1500);
  });

  it('weightBandFee gives the band fee alone', () => {
    expect(weightBandFee(999, BY_WEIGHT)).toBe(500);
    expect(weightBandFee(1000, BY_WEIGHT)).toBe(900);
    expect(weightBandFee(5001, BY_WEIGHT)).toBe(1500);
  });
});

describe('spec 9: "but the country\'s standard or express fee then replaces it"', () => {
  const FIXED: DeliveryFees = { ...BY_WEIGHT, deliveryStdFee: 700, deliveryExpressFee: 2000 };

  it('the standard fee replaces the weight fee for std when set', () => {
    expect(std(300, FIXED)).toBe(700);
    expect(std(9000, FIXED)).toBe(700);
  });

  it('the express fee replaces the weight fee for exp when set', () => {
    expect(
      deliveryFee({ deliveryWeight: 9000, deliveryItems: 2, type: 'exp', country: FIXED }),
    ).toBe(2000);
  });

  it('a fee of 0 is "not set" and the weight fee stays', () => {
    const onlyStd = { ...BY_WEIGHT, deliveryStdFee: 700 };
    expect(
      deliveryFee({ deliveryWeight: 9000, deliveryItems: 2, type: 'exp', country: onlyStd }),
    ).toBe(1500);
  });
});

describe('spec 9: "Free-delivery items make standard delivery free."', () => {
  const FIXED: DeliveryFees = { ...BY_WEIGHT, deliveryStdFee: 700, deliveryExpressFee: 2000 };

  it('standard delivery costs 0 when every item is free-delivery', () => {
    expect(deliveryFee({ deliveryWeight: 0, deliveryItems: 0, type: 'std', country: FIXED })).toBe(
      0,
    );
  });

  it('express is still charged when every item is free-delivery', () => {
    expect(deliveryFee({ deliveryWeight: 0, deliveryItems: 0, type: 'exp', country: FIXED })).toBe(
      2000,
    );
  });

  it('express by weight counts the free-delivery items too when totalWeight is given', () => {
    expect(
      deliveryFee({
        deliveryWeight: 0,
        deliveryItems: 0,
        totalWeight: 6000,
        type: 'exp',
        country: BY_WEIGHT,
      }),
    ).toBe(1500);
  });

  it("a mixed cart pays standard delivery on the other items' weight only", () => {
    expect(
      deliveryFee({
        deliveryWeight: 800,
        deliveryItems: 1,
        totalWeight: 6000,
        type: 'std',
        country: BY_WEIGHT,
      }),
    ).toBe(500);
  });

  it('an empty cart pays nothing for either type', () => {
    for (const type of ['std', 'exp'] as const) {
      expect(
        deliveryFee({ deliveryWeight: 0, deliveryItems: 0, totalItems: 0, type, country: FIXED }),
      ).toBe(0);
    }
  });
});

describe('delivery fee tax', () => {
  it('is tax-inclusive when taxIncluded', () => {
    expect(deliveryFeeTax(1220, { taxBp: 2200, taxIncluded: true })).toEqual({
      deliveryIncTax: 1220,
      deliveryTax: 220,
      deliveryExTax: 1000,
    });
  });

  it('adds tax when prices exclude it', () => {
    expect(deliveryFeeTax(1000, { taxBp: 2200, taxIncluded: false })).toEqual({
      deliveryIncTax: 1220,
      deliveryTax: 220,
      deliveryExTax: 1000,
    });
  });

  it('free delivery carries no tax', () => {
    expect(deliveryFeeTax(0, { taxBp: 2200, taxIncluded: true })).toEqual({
      deliveryIncTax: 0,
      deliveryTax: 0,
      deliveryExTax: 0,
    });
  });
});

describe('input checks', () => {
  it('accepts a full country record and rejects fees that are not integer cents', () => {
    const country = { name: 'Italia', deliveryStdDays: '3-5', ...BY_WEIGHT };
    expect(deliveryFee({ deliveryWeight: 10, deliveryItems: 1, type: 'std', country })).toBe(500);
    expect(() => std(10, { ...BY_WEIGHT, deliveryFeeKg: 4.5 })).toThrow(RangeError);
  });
});
