import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options';
import { makeProduct } from './testing/make-product';

describe('spec 4: "loading products rebuilds the filter option lists"', () => {
  const products = [
    makeProduct({
      sku: '1',
      eng: {
        brand: 'Piquadro; Alviero',
        category: 'Bags',
        subCategory: 'Totes; Clutches ;',
        colors: ['Red', 'Black'],
        styles: ['Classic'],
      },
      ita: { category: 'Borse', colors: ['Rosso'] },
      sizes: ['XL', 'M'],
    }),
    makeProduct({
      sku: '2',
      eng: {
        brand: 'Alviero ',
        category: 'Bags',
        subCategory: ' Totes',
        colors: ['Black', ' Blue'],
        styles: ['Travel', 'Classic'],
      },
      sizes: ['M', 'XS', 'One size'],
    }),
  ];

  it('de-duplicates, trims and sorts; sub-categories and brands are split on semicolons', () => {
    expect(filterOptions(products)).toEqual({
      brands: ['Alviero', 'Piquadro'],
      categories: ['Bags'],
      subCategories: ['Clutches', 'Totes'],
      colors: ['Black', 'Blue', 'Red'],
      styles: ['Classic', 'Travel'],
      sizes: ['XS', 'M', 'XL', 'One size'],
    });
  });

  it('builds the lists in the chosen language (untranslated text falls back to top-level)', () => {
    const ita = filterOptions(products, 'ita');
    // Product 2 has no Italian category and an empty top-level one, so it adds nothing.
    expect(ita.categories).toEqual(['Borse']);
    expect(ita.colors).toEqual(['Rosso']);
  });

  it('gives empty lists for no products', () => {
    expect(filterOptions([])).toEqual({
      brands: [],
      categories: [],
      subCategories: [],
      colors: [],
      styles: [],
      sizes: [],
    });
  });
});
