import { describe, expect, it } from 'vitest';
import { relatedFinder, relatedProducts, relatedScore } from './related-products';
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

  it('finds, for every product of a catalogue, what sorting every product by score would', () => {
    const catalogue = Array.from({ length: 150 }, (_, i) =>
      makeProduct({
        sku: `P${(i * 7919) % 1000}`,
        category: ['Bags', 'Luggage', 'Scarves'][i % 3],
        subCategory: [`S${i % 4}`, `S${i % 4};S${(i + 1) % 4}`][i % 2],
        brand: `B${i % 7}`,
        styles: i % 5 === 0 ? [] : [`T${i % 3}`, `T${(i + 1) % 4}`],
        colors: [`C${i % 9}`, `C${(i * 3) % 9}`],
        sell: { retailPrice: 1000 * (i % 11) },
      }),
    );
    const find = relatedFinder(catalogue, 12);
    for (const product of catalogue) {
      const price = product.sell.retailPrice;
      const expected = catalogue
        .filter((other) => other !== product && relatedScore(product, other) > 0)
        .sort(
          (a, b) =>
            relatedScore(product, b) - relatedScore(product, a) ||
            Math.abs(a.sell.retailPrice - price) - Math.abs(b.sell.retailPrice - price) ||
            (a.sku < b.sku ? -1 : 1),
        )
        .slice(0, 12);
      expect(find(product).map((p) => p.sku)).toEqual(expected.map((p) => p.sku));
    }
  });
});
