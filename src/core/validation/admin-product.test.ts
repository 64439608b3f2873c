import { describe, expect, it } from 'vitest';
import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_PACKS_MAX,
  PRODUCT_SKU_MAX,
  PRODUCT_SKU_PATTERN,
  productInputSchema,
  productStockSchema,
  productTextSchema,
  productUpdateSchema,
} from './admin-product';
import { messagesOf } from './testing';

const minimal = {
  sku: 'SKU-1',
  brandId: 1,
  categoryId: 2,
  retailPrice: 1250,
  lng: { eng: { name: 'Red bag' }, ita: { name: 'Borsa rossa' } },
};

/** A language's texts as the schema fills them in when only the name is given. */
const onlyNamed = (name: string) => ({
  name,
  description: '',
  priceDescr: '',
  packDescr: '',
  pageTitle: '',
  seoTitle: '',
  metaDescr: '',
});

describe('productInputSchema', () => {
  it('fills every default for a minimal product', () => {
    expect(productInputSchema.parse(minimal)).toEqual({
      ...minimal,
      status: 'A',
      subCategoryIds: [],
      colorIds: [],
      styleIds: [],
      supplierId: null,
      taxRateId: null,
      images: [],
      sellBy: 'u',
      salePercent: 0,
      packs: [],
      minPurchase: 1,
      supplierPrice: 0,
      freeDelivery: false,
      inStock: 0,
      minStock: 0,
      criticalStock: 0,
      featured: false,
      special: false,
      productWeight: 0,
      weightUnit: 'g',
      sizes: [],
      lng: { eng: onlyNamed('Red bag'), ita: onlyNamed('Borsa rossa') },
    });
  });

  it('takes skus of letters, digits, "-", "_" and "." up to the limit', () => {
    for (const ok of ['a', 'AB-12_x.3', 'x'.repeat(PRODUCT_SKU_MAX)]) {
      expect(productInputSchema.safeParse({ ...minimal, sku: ok }).success, ok).toBe(true);
      expect(PRODUCT_SKU_PATTERN.test(ok)).toBe(true);
    }
    for (const bad of ['', ' ', 'a b', 'a/b', 'è', 'x'.repeat(PRODUCT_SKU_MAX + 1)]) {
      expect(messagesOf(productInputSchema, { ...minimal, sku: bad }), bad).toHaveProperty('sku');
    }
    expect(productInputSchema.parse({ ...minimal, sku: ' A1 ' }).sku).toBe('A1');
  });

  it('rejects unknown fields at every level (strict objects)', () => {
    expect(messagesOf(productInputSchema, { ...minimal, price: 1 })).toHaveProperty(['(root)']);
    expect(messagesOf(productInputSchema, { ...minimal, _id: 'x' })).toHaveProperty(['(root)']);
    const lng = { eng: { name: 'A', title: 'x' }, ita: { name: 'B' } };
    expect(messagesOf(productInputSchema, { ...minimal, lng })).toHaveProperty('lng.eng');
  });

  it('needs both names, and an English name that makes a route', () => {
    const noIta = { ...minimal, lng: { eng: { name: 'A' }, ita: { name: '  ' } } };
    expect(messagesOf(productInputSchema, noIta)).toHaveProperty(['lng.ita.name']);
    const noIt = { ...minimal, lng: { eng: { name: 'A' } } };
    expect(messagesOf(productInputSchema, noIt)).toHaveProperty(['lng.ita']);
    const punctuation = { ...minimal, lng: { eng: { name: '!!!' }, ita: { name: 'B' } } };
    expect(messagesOf(productInputSchema, punctuation)).toEqual({
      'lng.eng.name': ['The name needs at least one letter or digit'],
    });
  });

  it('keeps money in whole cents', () => {
    for (const field of ['retailPrice', 'supplierPrice']) {
      for (const bad of [12.5, -1, '100', 1e12]) {
        expect(
          messagesOf(productInputSchema, { ...minimal, [field]: bad }),
          `${field} ${bad}`,
        ).toHaveProperty(field);
      }
    }
    const pack = { quantity: 6, price: 10.5 };
    expect(messagesOf(productInputSchema, { ...minimal, packs: [pack] })).toHaveProperty([
      'packs.0.price',
    ]);
    expect(messagesOf(productInputSchema, { ...minimal })).toEqual({});
    expect(messagesOf(productInputSchema, { ...minimal, retailPrice: undefined })).toHaveProperty(
      'retailPrice',
    );
  });

  it('checks sale, stock, minimum purchase and pack quantities', () => {
    const cases: [string, unknown][] = [
      ['salePercent', 101],
      ['salePercent', -1],
      ['salePercent', 10.5],
      ['inStock', -1],
      ['minStock', 1.5],
      ['criticalStock', -3],
      ['minPurchase', 0],
      ['productWeight', -1],
      ['status', 'X'],
      ['sellBy', 'kg'],
      ['weightUnit', 'lb'],
      ['supplierId', 0],
      ['brandId', 'x'],
    ];
    for (const [field, value] of cases) {
      expect(messagesOf(productInputSchema, { ...minimal, [field]: value }), field).toHaveProperty(
        field,
      );
    }
    expect(
      messagesOf(productInputSchema, { ...minimal, packs: [{ quantity: 1, price: 100 }] }),
    ).toHaveProperty(['packs.0.quantity']);
    const packs = Array.from({ length: PRODUCT_PACKS_MAX + 1 }, () => ({ quantity: 2, price: 1 }));
    expect(messagesOf(productInputSchema, { ...minimal, packs })).toHaveProperty('packs');
  });

  it('takes image keys or /images/ addresses, at most five', () => {
    const images = ['/images/products/a.jpg', 'products/b.webp'];
    expect(productInputSchema.parse({ ...minimal, images }).images).toEqual([
      'products/a.jpg',
      'products/b.webp',
    ]);
    for (const bad of ['', '../a.jpg', 'A.jpg', 'a//b.jpg', '.x.jpg', 'https://e.example/a.jpg']) {
      expect(messagesOf(productInputSchema, { ...minimal, images: [bad] }), bad).toHaveProperty([
        'images.0',
      ]);
    }
    const six = Array.from({ length: PRODUCT_IMAGES_MAX + 1 }, (_, i) => `p/${i}.jpg`);
    expect(messagesOf(productInputSchema, { ...minimal, images: six })).toHaveProperty('images');
  });

  it('keeps sizes from the list, in size order, each once; ids once each', () => {
    const parsed = productInputSchema.parse({
      ...minimal,
      sizes: ['XL', 'S', 'XL'],
      colorIds: [3, 1, 3],
    });
    expect(parsed.sizes).toEqual(['S', 'XL']);
    expect(parsed.colorIds).toEqual([3, 1]);
    expect(messagesOf(productInputSchema, { ...minimal, sizes: ['XXXL'] })).toHaveProperty([
      'sizes.0',
    ]);
  });
});

describe('productTextSchema', () => {
  it('trims texts and bounds their length', () => {
    expect(productTextSchema.parse({ name: ' Bag ', seoTitle: ' S ' })).toMatchObject({
      name: 'Bag',
      seoTitle: 'S',
      description: '',
    });
    expect(messagesOf(productTextSchema, { name: 'x'.repeat(201) })).toHaveProperty('name');
  });
});

describe('productUpdateSchema and productStockSchema', () => {
  it('need a uuid _id', () => {
    const _id = '6f1c2f7e-8a3b-4c5d-9e0f-112233445566';
    expect(productUpdateSchema.parse({ ...minimal, _id })._id).toBe(_id);
    expect(messagesOf(productUpdateSchema, { ...minimal, _id: '12' })).toHaveProperty('_id');
    const stock = { _id, inStock: 4, minStock: 1, criticalStock: 0 };
    expect(productStockSchema.parse(stock)).toEqual(stock);
    expect(messagesOf(productStockSchema, { ...stock, inStock: -1 })).toHaveProperty('inStock');
    expect(messagesOf(productStockSchema, { _id })).toHaveProperty('inStock');
  });
});
