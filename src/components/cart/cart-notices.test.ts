import { describe, expect, it } from 'vitest';
import { makeCartItem, makeShopCart } from '../../state/testing/make-shop-cart';
import { itemName, namedNotices } from './cart-notices';

describe('cart notices', () => {
  const bag = makeCartItem({ sku: 'BAG-1', name: 'City bag', itaName: 'Borsa città' });
  const scarf = makeCartItem({ sku: 'SC-2', name: 'Silk scarf', itaName: '' });

  it('names a line in the page language, English when the Italian name is blank', () => {
    expect(itemName(bag, 'ita')).toBe('Borsa città');
    expect(itemName(bag, 'eng')).toBe('City bag');
    expect(itemName(scarf, 'ita')).toBe('Silk scarf');
  });

  it('names a changed line from the answer and a removed one from the copy before it', () => {
    const previous = makeShopCart({ items: [bag, scarf] });
    const answer = makeShopCart({
      items: [{ ...bag, quantity: 2 }],
      notices: [
        { sku: 'BAG-1', code: 'QUANTITY_REDUCED' },
        { sku: 'SC-2', code: 'OUT_OF_STOCK' },
      ],
    });
    expect(namedNotices(answer, previous, 'ita')).toEqual([
      { code: 'QUANTITY_REDUCED', name: 'Borsa città' },
      { code: 'OUT_OF_STOCK', name: 'Silk scarf' },
    ]);
  });

  it('tells about a product once, and falls back to its sku when no copy has it', () => {
    const answer = makeShopCart({
      items: [makeCartItem({ key: 'BAG-1|S|||' }), makeCartItem({ key: 'BAG-1|M|||' })],
      notices: [
        { sku: 'BAG-1', code: 'PRICE_CHANGED' },
        { sku: 'BAG-1', code: 'PRICE_CHANGED' },
        { sku: 'GONE-9', code: 'REMOVED' },
      ],
    });
    expect(namedNotices(answer, null, 'eng')).toEqual([
      { code: 'PRICE_CHANGED', name: 'City bag' },
      { code: 'REMOVED', name: 'GONE-9' },
    ]);
    expect(namedNotices(null, null, 'eng')).toEqual([]);
  });
});
