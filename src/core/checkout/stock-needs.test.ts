import { describe, expect, it } from 'vitest';
import { stockNeeds } from './stock-needs';

describe('stockNeeds', () => {
  it('counts packs in units and adds up the lines of one product', () => {
    expect(
      stockNeeds([
        { productId: 'b', quantity: 2, sellPack: 6 },
        { productId: 'a', quantity: 1, sellPack: 1 },
        { productId: 'b', quantity: 3, sellPack: 1 },
      ]),
    ).toEqual([
      { productId: 'a', units: 1 },
      { productId: 'b', units: 15 },
    ]);
  });

  it('sorts by product id, whatever the order of the lines', () => {
    const ids = ['c', 'a', 'b'].map((productId) => ({ productId, quantity: 1, sellPack: 1 }));
    expect(stockNeeds(ids)?.map((need) => need.productId)).toEqual(['a', 'b', 'c']);
  });

  it('cannot cover a line whose product is gone', () => {
    expect(stockNeeds([{ productId: null, quantity: 1, sellPack: 1 }])).toBeNull();
  });

  it('needs nothing for no lines', () => {
    expect(stockNeeds([])).toEqual([]);
  });
});
