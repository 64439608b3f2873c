import { describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_COLUMNS } from '../imports/csv-columns';
import { PRODUCT_FIGURES, productFigures, type ProductFigure } from './product-figures';

// Each figure a different number, so a figure copied from the wrong field shows.
const figures = Object.fromEntries(PRODUCT_FIGURES.map((name, i) => [name, i + 1])) as Record<
  ProductFigure,
  number
>;

describe('productFigures', () => {
  it('copies each figure from its own field, and nothing else', () => {
    const product = { ...figures, sku: 'BG-1', status: 'A', url: 'bag' };
    expect(productFigures(product)).toEqual(figures);
    expect(Object.keys(productFigures(product))).toHaveLength(12);
  });

  it('keeps a figure that is an object (packs) as the same value', () => {
    const packs = [{ quantity: 6, price: 699 }];
    expect(productFigures({ ...figures, packs }).packs).toBe(packs);
  });
});

describe('the product file', () => {
  it('lists the figures where docs/api-admin.md says, in its order', () => {
    expect(PRODUCT_IMPORT_COLUMNS.slice(0, 25).join(', ')).toBe(
      'sku, status, brand, category, subCategories, colors, styles, sizes, supplier, taxRate, ' +
        'sellBy, retailPrice, salePercent, minPurchase, packs, supplierPrice, freeDelivery, ' +
        'inStock, minStock, criticalStock, featured, special, productWeight, weightUnit, images',
    );
  });
});
