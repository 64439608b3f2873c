import { describe, expect, it } from 'vitest';
import { supplierCost } from './supplier-cost';

describe('supplierCost', () => {
  it('costs a line sold by the unit per unit kept', () => {
    expect(
      supplierCost({ supplierPrice: 2566, sellBy: 'u', productWeight: 520, sellPack: 1 }, 2),
    ).toBe(5132);
  });

  it('costs a line sold by weight per kg it weighs, half up', () => {
    // 2 × 520 g = 1.04 kg at €25.66/kg = 26.6864 → 2669.
    expect(
      supplierCost({ supplierPrice: 2566, sellBy: 'w', productWeight: 520, sellPack: 1 }, 2),
    ).toBe(2669);
    // 1 × 500 g at €0.01/kg = 0.5 cent → 1 (half up).
    expect(
      supplierCost({ supplierPrice: 1, sellBy: 'w', productWeight: 500, sellPack: 1 }, 1),
    ).toBe(1);
    expect(
      supplierCost({ supplierPrice: 2566, sellBy: 'w', productWeight: 520, sellPack: 1 }, 0),
    ).toBe(0);
  });

  it('weighs every unit of a pack, as the line is priced', () => {
    // 3 packs of 2 × 250 g = 1.5 kg at €10.00/kg.
    expect(
      supplierCost({ supplierPrice: 1000, sellBy: 'w', productWeight: 250, sellPack: 2 }, 3),
    ).toBe(1500);
  });
});
