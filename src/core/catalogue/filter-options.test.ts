import { describe, expect, it } from 'vitest';
import { NO_OPTIONS, filterOptions } from './filter-options';
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

  const values = (choices: { value: string }[]) => choices.map((choice) => choice.value);
  const same = (...names: string[]) => names.map((name) => ({ value: name, label: name }));

  it('de-duplicates, trims and sorts; sub-categories and brands are split on semicolons', () => {
    expect(filterOptions(products)).toEqual({
      brands: same('Alviero', 'Piquadro'),
      categories: same('Bags'),
      subCategories: same('Clutches', 'Totes'),
      colors: same('Black', 'Blue', 'Red'),
      styles: same('Classic', 'Travel'),
      sizes: same('XS', 'M', 'XL', 'One size'),
    });
  });

  it('labels the boxes in the chosen language, keeping the English names as their values', () => {
    const ita = filterOptions(
      [
        makeProduct({
          eng: { category: 'Bags', colors: ['Red', 'Black'] },
          ita: { category: 'Borse', colors: ['Rosso', 'Nero'] },
        }),
      ],
      'ita',
    );
    expect(ita.categories).toEqual([{ value: 'Bags', label: 'Borse' }]);
    // Sorted by what the shopper reads: Nero before Rosso.
    expect(ita.colors).toEqual([
      { value: 'Black', label: 'Nero' },
      { value: 'Red', label: 'Rosso' },
    ]);
  });

  it('shows the key when a translated list does not line up with the English one', () => {
    const ita = filterOptions(products, 'ita');
    expect(values(ita.colors)).toEqual(['Black', 'Blue', 'Red']);
    expect(ita.colors.map((choice) => choice.label)).toEqual(['Black', 'Blue', 'Red']);
    expect(ita.categories).toEqual([{ value: 'Bags', label: 'Borse' }]);
  });

  it('gives empty lists for no products', () => {
    expect(filterOptions([])).toEqual(NO_OPTIONS);
    expect(Object.values(NO_OPTIONS).flat()).toEqual([]);
  });
});
