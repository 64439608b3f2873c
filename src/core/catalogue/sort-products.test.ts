import { describe, expect, it } from 'vitest';
import {
  RELEVANCE_SORT_INDEX,
  SORT_OPTIONS,
  defaultSortIndex,
  sortProducts,
} from './sort-products';
import { makeProduct } from './testing/make-product';

const p = (sku: string, name: string, price: number, itaName = '') =>
  makeProduct({ sku, eng: { name }, ita: { name: itaName }, sell: { price } });

const products = [
  p('1', 'bag 10', 3000, 'Zaino'),
  p('2', 'Backpack', 5000, 'Borsa'),
  p('3', 'Écharpe', 1000, 'Sciarpa'),
  p('4', 'Bag 2', 3000, 'Valigia'),
];
const skus = (list: { sku: string }[]) => list.map((item) => item.sku);

describe('spec 9: "Sort options: Name A-Z (default), Name Z-A, Price Hi-Lo, Price Lo-Hi."', () => {
  it('lists the four options with Name A-Z first (index 0)', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Name A-Z',
      'Name Z-A',
      'Price Hi-Lo',
      'Price Lo-Hi',
    ]);
  });

  it('Name A-Z ignores case and accents and orders digits by value', () => {
    expect(skus(sortProducts(products, 0, 'eng'))).toEqual(['2', '4', '1', '3']);
  });

  it('Name Z-A reverses it', () => {
    expect(skus(sortProducts(products, 1, 'eng'))).toEqual(['3', '1', '4', '2']);
  });

  it('Price Hi-Lo, ties by name', () => {
    expect(skus(sortProducts(products, 2, 'eng'))).toEqual(['2', '4', '1', '3']);
  });

  it('Price Lo-Hi, ties by name', () => {
    expect(skus(sortProducts(products, 3, 'eng'))).toEqual(['3', '4', '1', '2']);
  });

  it('sorts by the name in the chosen language', () => {
    expect(skus(sortProducts(products, 0, 'ita'))).toEqual(['2', '3', '4', '1']);
  });

  it('uses the default for an unknown index and leaves the input alone', () => {
    const input = [...products];
    expect(skus(sortProducts(input, 99, 'eng'))).toEqual(['2', '4', '1', '3']);
    expect(skus(input)).toEqual(['1', '2', '3', '4']);
  });
});

describe('issue 18: the relevance sort of a search', () => {
  it('keeps the catalogue order (best first) and comes after the spec four', () => {
    expect(RELEVANCE_SORT_INDEX).toBe(SORT_OPTIONS.length);
    const input = [...products];
    expect(skus(sortProducts(input, RELEVANCE_SORT_INDEX, 'eng'))).toEqual(['1', '2', '3', '4']);
    expect(sortProducts(input, RELEVANCE_SORT_INDEX, 'eng')).not.toBe(input);
  });

  it('is the default only for a search', () => {
    expect(defaultSortIndex(true)).toBe(RELEVANCE_SORT_INDEX);
    expect(defaultSortIndex(false)).toBe(0);
  });
});
