import { describe, expect, it } from 'vitest';
import { adminProductFilter } from './admin-product-filters';
import { facetCounts, type FacetGroup } from './facet-counts';
import { NO_FILTERS, checkedCount, filterProducts, type ProductFilters } from './filter-products';
import { makeProduct } from './testing/make-product';

const products = [
  makeProduct({
    sku: 'A',
    eng: { brand: 'Piquadro', category: 'Bags', colors: ['Black'], styles: ['Classic'] },
    sizes: ['M'],
    sell: { price: 5000 },
    list: { featured: true },
  }),
  makeProduct({
    sku: 'B',
    eng: { brand: 'Samsonite', category: 'Luggage', colors: ['Blue', 'Black'] },
    sizes: ['L', 'XL'],
    sell: { price: 25000, salePrice: 20 },
  }),
  makeProduct({
    sku: 'C',
    eng: { brand: 'Piquadro', category: 'Scarves', colors: ['Red'], styles: ['Classic'] },
    sell: { price: 5001 },
  }),
  makeProduct({
    sku: 'D',
    eng: { brand: 'Piquadro', category: 'Bags', colors: ['Red', 'Red'] },
    sell: { price: 0, inStock: 0 },
  }),
];

const asObject = (counts: ReturnType<typeof facetCounts>, group: FacetGroup) =>
  Object.fromEntries(counts[group]);

describe('facetCounts (issue 25.8: "Red (12)" beside each box)', () => {
  it('counts every value of the list when nothing is checked (a product once per value)', () => {
    const counts = facetCounts(products, NO_FILTERS);
    expect(asObject(counts, 'colors')).toEqual({ Black: 2, Blue: 1, Red: 2 });
    expect(asObject(counts, 'brands')).toEqual({ Piquadro: 3, Samsonite: 1 });
    expect(asObject(counts, 'categories')).toEqual({ Bags: 2, Luggage: 1, Scarves: 1 });
    expect(asObject(counts, 'styles')).toEqual({ Classic: 2 });
    expect(asObject(counts, 'sizes')).toEqual({ M: 1, L: 1, XL: 1 });
    expect(asObject(counts, 'options')).toEqual({ featured: 1, sale: 1 });
    // A price of 0.00 is in no band (spec 9: a band is above its minimum).
    expect(asObject(counts, 'priceBands')).toEqual({ '0-50': 1, '50-100': 1, '200-300': 1 });
  });

  it("leaves a group's own checks out of its counts, and narrows the others by them", () => {
    const counts = facetCounts(products, { ...NO_FILTERS, colors: ['Red'] });
    // Other colours still say what ticking them would add.
    expect(asObject(counts, 'colors')).toEqual({ Black: 2, Blue: 1, Red: 2 });
    // Other groups count within the red products (C and D).
    expect(asObject(counts, 'brands')).toEqual({ Piquadro: 2 });
    expect(asObject(counts, 'categories')).toEqual({ Bags: 1, Scarves: 1 });
  });

  it('gives each box the count the list would show with it as the only check of its group', () => {
    const cases: ProductFilters[] = [
      NO_FILTERS,
      { ...NO_FILTERS, brands: ['Piquadro'] },
      { ...NO_FILTERS, brands: ['Piquadro'], colors: ['Black', 'Red'] },
      { ...NO_FILTERS, options: ['featured'], priceBands: ['0-50', '200-300'] },
      { ...NO_FILTERS, sizes: ['L'], styles: ['Classic'] },
    ];
    for (const filters of cases) {
      const counts = facetCounts(products, filters);
      for (const group of Object.keys(counts) as FacetGroup[]) {
        for (const [value, count] of counts[group]) {
          const only = { ...filters, [group]: [value] };
          expect(count, `${group}=${value}`).toBe(filterProducts(products, only, 'eng').length);
        }
      }
    }
  });

  it('keeps the admin filter as a narrowing step of every group', () => {
    const counts = facetCounts(
      products,
      { ...NO_FILTERS, admin: ['outOfStock'] },
      adminProductFilter,
    );
    expect(asObject(counts, 'brands')).toEqual({ Piquadro: 1 });
    expect(asObject(counts, 'colors')).toEqual({ Red: 1 });
  });
});

describe('checkedCount', () => {
  it('counts the checked boxes, not the sort', () => {
    expect(checkedCount(NO_FILTERS)).toBe(0);
    expect(
      checkedCount({ ...NO_FILTERS, colors: ['Red', 'Black'], options: ['sale'], sortIndex: 2 }),
    ).toBe(3);
  });
});
