import { describe, expect, it } from 'vitest';
import { productText } from './product-text';
import { makeProduct } from './testing/make-product';

// Spec 3, Product: "lng.eng and lng.ita (name, brand, category, subCategory as
// semicolon-separated list, colors array, styles array ...)"
describe('productText', () => {
  const product = makeProduct({
    brand: 'Canonical',
    category: 'Bags',
    subCategory: 'Totes',
    colors: ['Red'],
    styles: ['Casual'],
    eng: {
      name: 'Leather Tote',
      brand: 'Alfa; Beta',
      category: 'Bags',
      subCategory: 'Totes; Shoppers ;',
      colors: ['Red ', ' Black'],
      styles: ['Casual'],
    },
    ita: { name: 'Borsa in pelle', category: 'Borse', colors: ['Rosso'] },
  });

  it('reads the chosen language and splits brands and sub-categories on semicolons', () => {
    expect(productText(product, 'eng')).toEqual({
      name: 'Leather Tote',
      brands: ['Alfa', 'Beta'],
      category: 'Bags',
      subCategories: ['Totes', 'Shoppers'],
      colors: ['Red', 'Black'],
      styles: ['Casual'],
    });
  });

  it('falls back to the top-level values when the language text is empty', () => {
    expect(productText(product, 'ita')).toEqual({
      name: 'Borsa in pelle',
      brands: ['Canonical'],
      category: 'Borse',
      subCategories: ['Totes'],
      colors: ['Rosso'],
      styles: ['Casual'],
    });
  });

  it('falls back to the English name when the Italian name is empty', () => {
    expect(productText(makeProduct({ eng: { name: 'Scarf' } }), 'ita').name).toBe('Scarf');
  });
});
