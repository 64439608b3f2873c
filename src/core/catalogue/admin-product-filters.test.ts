import { describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_FILTERS, adminProductFilter } from './admin-product-filters';
import { makeProduct } from './testing/make-product';

describe('spec 9: "Admin product filters: Active Products, Deleted Products, In Stock, Out of Stock, Below Critical Level, and 0 to 5 Images."', () => {
  it('lists the filters in spec order', () => {
    expect(ADMIN_PRODUCT_FILTERS.map((f) => f.label)).toEqual([
      'Active Products',
      'Deleted Products',
      'In Stock',
      'Out of Stock',
      'Below Critical Level',
      '0 Images',
      '1 Images',
      '2 Images',
      '3 Images',
      '4 Images',
      '5 Images',
    ]);
  });

  it('Active and Deleted follow the status (A active, Z deleted)', () => {
    expect(adminProductFilter('active')(makeProduct({ status: 'A' }))).toBe(true);
    expect(adminProductFilter('active')(makeProduct({ status: 'Z' }))).toBe(false);
    expect(adminProductFilter('deleted')(makeProduct({ status: 'Z' }))).toBe(true);
  });

  it('In Stock / Out of Stock: stock exactly at minStock is out of stock', () => {
    const atMin = makeProduct({ sell: { inStock: 3, minStock: 3 } });
    expect(adminProductFilter('inStock')(atMin)).toBe(false);
    expect(adminProductFilter('outOfStock')(atMin)).toBe(true);
    const above = makeProduct({ sell: { inStock: 4, minStock: 3 } });
    expect(adminProductFilter('inStock')(above)).toBe(true);
  });

  it('Below Critical Level: at most criticalStock', () => {
    expect(
      adminProductFilter('belowCritical')(makeProduct({ sell: { inStock: 2, criticalStock: 2 } })),
    ).toBe(true);
    expect(
      adminProductFilter('belowCritical')(makeProduct({ sell: { inStock: 3, criticalStock: 2 } })),
    ).toBe(false);
  });

  it('n Images matches the published image count exactly', () => {
    expect(adminProductFilter('images0')(makeProduct({ published: 0 }))).toBe(true);
    expect(adminProductFilter('images0')(makeProduct({ published: 1 }))).toBe(false);
    expect(adminProductFilter('images5')(makeProduct({ published: 5 }))).toBe(true);
  });
});
