import { describe, expect, it } from 'vitest';
import { adminProductFilter } from './admin-product-filters';
import { FILTER_SEQUENCE, NO_FILTERS, SPECIAL_FILTERS, filterProducts } from './filter-products';
import { makeProduct } from './testing/make-product';

const products = [
  makeProduct({
    sku: 'A',
    eng: {
      name: 'Alpha Tote',
      brand: 'Piquadro',
      category: 'Bags',
      subCategory: 'Totes; Shoppers',
      colors: ['Black'],
      styles: ['Classic'],
    },
    ita: { name: 'Tote Alfa', brand: 'Piquadro', category: 'Borse', colors: ['Nero'] },
    sizes: ['M'],
    sell: { price: 5000 },
    list: { featured: true },
  }),
  makeProduct({
    sku: 'B',
    eng: {
      name: 'Bravo Trolley',
      brand: 'Samsonite',
      category: 'Luggage',
      subCategory: 'Trolleys',
      colors: ['Blue'],
      styles: ['Travel'],
    },
    sizes: ['L', 'XL'],
    sell: { price: 25000, salePrice: 20 },
  }),
  makeProduct({
    sku: 'C',
    status: 'Z',
    eng: {
      name: 'Charlie Scarf',
      brand: 'Piquadro',
      category: 'Scarves',
      colors: ['Black', 'Red'],
      styles: ['Classic'],
    },
    sell: { price: 5001, inStock: 0, minStock: 0 },
  }),
];
const skus = (list: { sku: string }[]) => list.map((p) => p.sku);

describe('spec 4: "Filters combine in sequence: admin, options (featured/sale), brand, category, sub-category, colour, style, price; then the sort option applies."', () => {
  it('runs the steps in the spec order (size sits before price)', () => {
    expect(FILTER_SEQUENCE.join(', ')).toBe(
      'admin, options, brand, category, subCategory, colour, style, size, price',
    );
  });

  it('keeps everything, sorted Name A-Z, with no filter', () => {
    expect(skus(filterProducts(products, {}, 'eng'))).toEqual(['A', 'B', 'C']);
    expect(skus(filterProducts(products, NO_FILTERS, 'eng'))).toEqual(['A', 'B', 'C']);
  });

  it('admin: Active Products / Deleted Products / Out of Stock', () => {
    expect(
      skus(filterProducts(products, { admin: ['active'] }, 'eng', adminProductFilter)),
    ).toEqual(['A', 'B']);
    expect(
      skus(filterProducts(products, { admin: ['deleted'] }, 'eng', adminProductFilter)),
    ).toEqual(['C']);
    expect(
      skus(filterProducts(products, { admin: ['outOfStock'] }, 'eng', adminProductFilter)),
    ).toEqual(['C']);
  });

  it('asks for the admin filters rather than carry them into the storefront', () => {
    expect(() => filterProducts(products, { admin: ['active'] }, 'eng')).toThrow(
      /adminProductFilter/,
    );
  });

  it('options: spec 9 "Special filters: Featured Products, On Sale Products."', () => {
    expect(SPECIAL_FILTERS.map((f) => f.label)).toEqual(['Featured Products', 'On Sale Products']);
    expect(skus(filterProducts(products, { options: ['featured'] }, 'eng'))).toEqual(['A']);
    expect(skus(filterProducts(products, { options: ['sale'] }, 'eng'))).toEqual(['B']);
    expect(skus(filterProducts(products, { options: ['featured', 'sale'] }, 'eng'))).toEqual([
      'A',
      'B',
    ]);
  });

  it('brand, category and sub-category', () => {
    expect(skus(filterProducts(products, { brands: ['Piquadro'] }, 'eng'))).toEqual(['A', 'C']);
    expect(skus(filterProducts(products, { categories: ['Luggage'] }, 'eng'))).toEqual(['B']);
    expect(skus(filterProducts(products, { subCategories: ['Shoppers'] }, 'eng'))).toEqual(['A']);
  });

  it('colour, style and size', () => {
    expect(skus(filterProducts(products, { colors: ['Red', 'Blue'] }, 'eng'))).toEqual(['B', 'C']);
    expect(skus(filterProducts(products, { styles: ['Classic'] }, 'eng'))).toEqual(['A', 'C']);
    expect(skus(filterProducts(products, { sizes: ['XL'] }, 'eng'))).toEqual(['B']);
  });

  it('price: "a band is above its minimum and up to and including its maximum"', () => {
    expect(skus(filterProducts(products, { priceBands: ['0-50'] }, 'eng'))).toEqual(['A']);
    expect(skus(filterProducts(products, { priceBands: ['50-100'] }, 'eng'))).toEqual(['C']);
    expect(skus(filterProducts(products, { priceBands: ['0-50', '200-300'] }, 'eng'))).toEqual([
      'A',
      'B',
    ]);
  });

  it('groups narrow one after another', () => {
    expect(
      skus(
        filterProducts(
          products,
          { admin: ['active'], brands: ['Piquadro'] },
          'eng',
          adminProductFilter,
        ),
      ),
    ).toEqual(['A']);
    expect(
      skus(filterProducts(products, { brands: ['Samsonite'], colors: ['Black'] }, 'eng')),
    ).toEqual([]);
  });

  it('then the sort option applies', () => {
    expect(skus(filterProducts(products, { sortIndex: 2 }, 'eng'))).toEqual(['B', 'C', 'A']);
    expect(
      skus(
        filterProducts(products, { admin: ['active'], sortIndex: 1 }, 'eng', adminProductFilter),
      ),
    ).toEqual(['B', 'A']);
  });

  it('matches the language-neutral (English) names, so a check means the same in each language', () => {
    for (const lng of ['eng', 'ita'] as const) {
      expect(
        skus(filterProducts(products, { categories: ['Bags'], colors: ['Black'] }, lng)),
      ).toEqual(skus(filterProducts(products, { categories: ['Bags'], colors: ['Black'] }, 'eng')));
      expect(skus(filterProducts(products, { categories: ['Borse'] }, lng))).toEqual([]);
      expect(skus(filterProducts(products, { colors: ['Nero'] }, lng))).toEqual([]);
    }
    expect(skus(filterProducts(products, { colors: ['Black'] }, 'ita'))).toContain('A');
  });
});
