import { describe, expect, it } from 'vitest';
import type { ProductInput } from '../validation/admin-product';
import type { ProductImportColumn } from './csv-columns';
import { PACK_MESSAGES } from './csv-packs';
import { CELL_MESSAGES } from './csv-values';
import { productCsvRow, type ExportNames } from './csv-write';
import { productFromRow, REQUIRED_CELL_MESSAGE, type ImportLookups } from './product-row';

const lookups: ImportLookups = {
  brands: new Map([['acme', 1]]),
  categories: new Map([
    ['bags', 10],
    ['shoes', 11],
  ]),
  subCategories: new Map([
    [
      10,
      new Map([
        ['totes', 100],
        ['backpacks', 101],
      ]),
    ],
    [11, new Map([['boots', 110]])],
  ]),
  colors: new Map([
    ['red', 5],
    ['blue', 6],
  ]),
  styles: new Map([['classic', 7]]),
  suppliers: new Map([['bigco', 8]]),
  taxRates: new Map([
    ['reduced (it)', 3],
    ['reduced', 3],
    ['standard (it)', 4],
    ['standard (de)', 9],
  ]),
};

const names: ExportNames = {
  brands: new Map([[1, 'Acme']]),
  categories: new Map([
    [10, 'Bags'],
    [11, 'Shoes'],
  ]),
  subCategories: new Map([
    [100, 'Totes'],
    [101, 'Backpacks'],
    [110, 'Boots'],
  ]),
  colors: new Map([
    [5, 'Red'],
    [6, 'Blue'],
  ]),
  styles: new Map([[7, 'Classic']]),
  suppliers: new Map([[8, 'BigCo']]),
  taxRates: new Map([
    [3, 'Reduced (IT)'],
    [4, 'Standard (IT)'],
    [9, 'Standard (DE)'],
  ]),
};

const minimal = {
  sku: 'BAG-1',
  brand: 'ACME',
  category: 'bags',
  retailPrice: '129.9',
  eng_name: 'Red bag',
  ita_name: 'Borsa rossa',
};

const rowOf = (cells: Partial<Record<ProductImportColumn, string>>, row = 4) => ({ row, cells });

describe('productFromRow', () => {
  it('makes a product input from names, euro and yes/no cells', () => {
    const result = productFromRow(
      rowOf({
        ...minimal,
        subCategories: 'Totes; backpacks',
        colors: 'red;Blue',
        styles: 'classic',
        sizes: 'm;xs',
        supplier: 'BigCo',
        supplierPrice: '50',
        freeDelivery: 'yes',
        inStock: '7',
        eng_description: 'A bag',
        images: '/images/products/a.webp;products/b.webp',
      }),
      lookups,
    );
    expect(result.errors).toEqual([]);
    expect(result.name).toBe('Red bag');
    expect(result.input).toMatchObject({
      sku: 'BAG-1',
      status: 'A',
      brandId: 1,
      categoryId: 10,
      subCategoryIds: [100, 101],
      colorIds: [5, 6],
      styleIds: [7],
      sizes: ['XS', 'M'],
      supplierId: 8,
      retailPrice: 12990,
      supplierPrice: 5000,
      freeDelivery: true,
      inStock: 7,
      minPurchase: 1,
      images: ['products/a.webp', 'products/b.webp'],
      lng: { eng: { name: 'Red bag', description: 'A bag' }, ita: { name: 'Borsa rossa' } },
    });
  });

  it('names the row and column of every problem', () => {
    const result = productFromRow(
      rowOf({
        ...minimal,
        brand: 'Nobody',
        retailPrice: '12,50',
        colors: 'red;green',
        subCategories: 'boots',
        inStock: '-2',
        featured: 'maybe',
        ita_name: '',
        status: 'X',
      }),
      lookups,
    );
    expect(result.input).toBeUndefined();
    const byColumn = Object.fromEntries(result.errors.map((e) => [e.column, e.message]));
    expect(result.errors.every((e) => e.row === 4)).toBe(true);
    expect(byColumn).toMatchObject({
      brand: 'No brand named "Nobody"',
      retailPrice: CELL_MESSAGES.euroComma,
      colors: 'No colour named "green"',
      subCategories: 'No sub-category in this category named "boots"',
      inStock: CELL_MESSAGES.count,
      featured: CELL_MESSAGES.boolean,
      ita_name: REQUIRED_CELL_MESSAGE,
      status: expect.any(String),
    });
    expect(Object.keys(byColumn)).toHaveLength(8);
  });

  it('says nothing of sub-categories when the category itself is unknown', () => {
    const result = productFromRow(
      rowOf({ ...minimal, category: 'Hats', subCategories: 'x' }),
      lookups,
    );
    expect(result.errors.map((e) => e.column)).toEqual(['category']);
  });

  it('keeps what an update file leaves out, and clears what it leaves empty', () => {
    const current = productFromRow(
      rowOf({ ...minimal, colors: 'red', subCategories: 'totes', minStock: '3' }),
      lookups,
    ).input as ProductInput;
    const withPacks = {
      ...current,
      packs: [{ descr: 'Two', itaDescr: 'Due', quantity: 2, price: 200 }],
      taxRateId: 4,
    };
    const updated = productFromRow(
      rowOf({ ...minimal, retailPrice: '10', colors: '' }),
      lookups,
      withPacks,
    ).input;
    expect(updated).toMatchObject({
      retailPrice: 1000,
      colorIds: [],
      subCategoryIds: [100],
      minStock: 3,
      taxRateId: 4,
      packs: withPacks.packs,
    });
  });

  it('reads a tax rate by its name alone when no other country has it, and refuses a bad pack', () => {
    const result = productFromRow(rowOf({ ...minimal, taxRate: 'Reduced', packs: '6' }), lookups);
    expect(result.errors).toEqual([{ row: 4, column: 'packs', message: PACK_MESSAGES.shape }]);
    const ambiguous = productFromRow(rowOf({ ...minimal, taxRate: 'Standard' }), lookups);
    expect(ambiguous.errors.map((e) => e.column)).toEqual(['taxRate']);
    const cleared = productFromRow(rowOf({ ...minimal, taxRate: '' }), lookups, {
      ...productFromRow(rowOf({ ...minimal, taxRate: 'reduced' }), lookups).input!,
    });
    expect(cleared.input?.taxRateId).toBeNull();
  });

  it('drops kept sub-categories when the category changes', () => {
    const current = productFromRow(rowOf({ ...minimal, subCategories: 'totes' }), lookups).input!;
    const moved = productFromRow(rowOf({ ...minimal, category: 'Shoes' }), lookups, current);
    expect(moved.input?.subCategoryIds).toEqual([]);
  });

  it('reads back what the export writes', () => {
    const input = productFromRow(
      rowOf({
        ...minimal,
        subCategories: 'Totes',
        colors: 'Red;Blue',
        sizes: 'S;L',
        supplier: 'bigco',
        special: 'true',
        weightUnit: 'kg',
        productWeight: '1200',
        eng_metaDescr: 'Meta, with "quotes"',
        taxRate: 'standard (de)',
        packs: '6|59.9|Box\\; of six|Scatola \\| da sei;12|100.00',
      }),
      lookups,
    ).input!;
    expect(input.taxRateId).toBe(9);
    expect(input.packs).toEqual([
      { quantity: 6, price: 5990, descr: 'Box; of six', itaDescr: 'Scatola | da sei' },
      { quantity: 12, price: 10000, descr: '', itaDescr: '' },
    ]);
    const again = productFromRow(rowOf(productCsvRow(input, names)), lookups, input).input;
    expect(again).toEqual(input);
    const fresh = productFromRow(rowOf(productCsvRow(input, names)), lookups).input;
    expect(fresh).toEqual(input);
  });
});
