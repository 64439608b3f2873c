import { describe, expect, it } from 'vitest';
import { relatedProducts, relatedScore } from './related-products';
import { makeProduct } from './testing/make-product';

const anchor = makeProduct({
  sku: 'A',
  category: 'Bags',
  subCategory: 'Handbags;Totes',
  brand: 'Vela',
  styles: ['Classic'],
  colors: ['Red', 'Black'],
  sell: { retailPrice: 10000 },
});

describe('relatedScore', () => {
  it('adds each shared attribute once', () => {
    expect(relatedScore(anchor, makeProduct({ category: 'Shoes' }))).toBe(0);
    expect(relatedScore(anchor, makeProduct({ category: 'Bags', subCategory: 'Totes' }))).toBe(10);
    expect(relatedScore(anchor, makeProduct({ category: 'Bags', subCategory: 'Clutches' }))).toBe(
      4,
    );
    expect(relatedScore(anchor, makeProduct({ brand: 'Vela', colors: ['Black', 'Red'] }))).toBe(4);
    expect(relatedScore(anchor, makeProduct({ styles: ['Classic'] }))).toBe(2);
  });

  it('does not count a sub-category of the same name in another category', () => {
    expect(relatedScore(anchor, makeProduct({ category: 'Luggage', subCategory: 'Totes' }))).toBe(
      0,
    );
  });
});

describe('relatedProducts', () => {
  it('puts the most shared first, then the closer price, then the SKU; never the product', () => {
    const near = makeProduct({ sku: 'N', category: 'Bags', sell: { retailPrice: 9000 } });
    const far = makeProduct({ sku: 'F', category: 'Bags', sell: { retailPrice: 30000 } });
    const tieB = makeProduct({ sku: 'TB', category: 'Bags', sell: { retailPrice: 11000 } });
    const tieA = makeProduct({ sku: 'TA', category: 'Bags', sell: { retailPrice: 9000 } });
    const best = makeProduct({ sku: 'Z', category: 'Bags', subCategory: 'Handbags' });
    const none = makeProduct({ sku: 'X', category: 'Shoes' });
    const shown = relatedProducts(anchor, [anchor, far, none, tieB, near, tieA, best], 12);
    expect(shown.map((p) => p.sku)).toEqual(['Z', 'N', 'TA', 'TB', 'F']);
    expect(relatedProducts(anchor, [far, near, best], 2).map((p) => p.sku)).toEqual(['Z', 'N']);
  });
});
