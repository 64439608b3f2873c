import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../core/catalogue/testing/make-product';
import { productInputSchema } from '../../../core/validation/admin-product';
import type { AdminProduct } from './admin-product';
import {
  emptyProductForm,
  formFromProduct,
  keepSubCategories,
  formFieldOfPath,
  moveItem,
  problemKeyForPath,
  productInputFromForm,
  wholeNumberFromText,
  type ProductFormValues,
} from './product-form-values';

const adminProduct = (): AdminProduct => {
  const product = makeProduct({
    sku: 'BAG-1',
    sell: {
      retailPrice: 12990,
      salePrice: 10,
      packs: [{ descr: 'Pack of 3', itaDescr: 'Confezione da 3', quantity: 3, price: 35000 }],
      inStock: 7,
      minStock: 1,
      criticalStock: 3,
    },
    sizes: ['M', 'XS'],
    eng: { name: 'Travel bag', description: 'Big' },
    ita: { name: 'Borsa da viaggio' },
  });
  // An administrator's product always carries its supplier price.
  return {
    ...product,
    sell: { ...product.sell, supplierPrice: 5029 },
    admin: {
      brandId: 4,
      categoryId: 2,
      subCategoryIds: [7],
      colorIds: [1, 3],
      styleIds: [],
      supplierId: null,
      taxRateId: 5,
      imageKeys: ['products/bag-abcd.webp'],
      special: false,
      updatedAt: '2025-01-01T00:00:00.000Z',
    },
  };
};

const filled = (): ProductFormValues => ({
  ...emptyProductForm(),
  sku: ' NEW-1 ',
  brandId: '4',
  categoryId: '2',
  retailPrice: '19,90',
  lng: {
    eng: { ...emptyProductForm().lng.eng, name: 'Red bag ' },
    ita: { ...emptyProductForm().lng.ita, name: 'Borsa rossa' },
  },
});

describe('formFromProduct and productInputFromForm', () => {
  it('keeps the stored special flag of a product on sale (list.special also counts the sale)', () => {
    const product = adminProduct();
    expect(product.sell.salePrice).toBeGreaterThan(0);
    expect(formFromProduct({ ...product, list: { ...product.list, special: true } }).special).toBe(
      false,
    );
  });

  it('round-trips an edited product into an update body the server schema accepts', () => {
    const result = productInputFromForm(formFromProduct(adminProduct()));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { _id, ...product } = result.product;
    expect(_id).toBe('id-BAG-1');
    expect(product).toMatchObject({
      sku: 'BAG-1',
      brandId: 4,
      categoryId: 2,
      subCategoryIds: [7],
      colorIds: [1, 3],
      supplierId: null,
      taxRateId: 5,
      images: ['/images/products/bag-abcd.webp'],
      retailPrice: 12990,
      salePercent: 10,
      supplierPrice: 5029,
      packs: [{ descr: 'Pack of 3', itaDescr: 'Confezione da 3', quantity: 3, price: 35000 }],
      inStock: 7,
      minStock: 1,
      criticalStock: 3,
      sizes: ['XS', 'M'],
    });
    expect(product.lng.ita.name).toBe('Borsa da viaggio');
    expect(productInputSchema.safeParse(product).success).toBe(true);
  });

  it('turns euro text into cents on the digits, trims texts and leaves out an empty _id', () => {
    const result = productInputFromForm({ ...filled(), supplierPrice: '0.29' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.product.retailPrice).toBe(1990);
    expect(result.product.supplierPrice).toBe(29);
    expect(result.product.sku).toBe('NEW-1');
    expect(result.product.lng.eng.name).toBe('Red bag');
    expect('_id' in result.product).toBe(false);
    expect(productInputSchema.safeParse(result.product).success).toBe(true);
  });

  it('names each problem by the path the server uses for the same field', () => {
    const values = filled();
    const result = productInputFromForm({
      ...values,
      sku: 'bad sku',
      brandId: '',
      retailPrice: '12.345',
      salePercent: '120',
      inStock: '-1',
      packs: [{ descr: '', itaDescr: '', quantity: '1', price: 'x' }],
      lng: { eng: values.lng.eng, ita: { ...values.lng.ita, name: '  ' } },
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        'product.sku': 'adminProducts.problem.sku',
        'product.brandId': 'adminProducts.problem.brand',
        'product.retailPrice': 'adminProducts.problem.euro',
        'product.salePercent': 'adminProducts.problem.percent',
        'product.inStock': 'adminProducts.problem.count',
        'product.packs.0.quantity': 'adminProducts.problem.packQuantity',
        'product.packs.0.price': 'adminProducts.problem.euro',
        'product.lng.ita.name': 'adminProducts.problem.name',
      },
    });
  });

  it('keeps at most five pictures and drops empty slots', () => {
    const images = ['', '/images/a.webp', '/images/b.webp', 'c', 'd', 'e', 'f'];
    const result = productInputFromForm({ ...filled(), images });
    expect(result.ok && result.product.images).toEqual([
      '/images/a.webp',
      '/images/b.webp',
      'c',
      'd',
      'e',
    ]);
  });
});

describe('small helpers', () => {
  it('reads whole numbers only', () => {
    expect(wholeNumberFromText(' 12 ')).toBe(12);
    expect(wholeNumberFromText('1.5')).toBeNull();
    expect(wholeNumberFromText('')).toBeNull();
    expect(wholeNumberFromText('-3')).toBeNull();
  });

  it('keeps only the sub-categories of the chosen category', () => {
    expect(keepSubCategories([1, 2, 3], [{ _id: 3 }, { _id: 1 }])).toEqual([1, 3]);
  });

  it('moves a picture up or down, not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});

describe('problemKeyForPath', () => {
  it("gives the form's own text for the server's field paths", () => {
    expect(problemKeyForPath('product.lng.ita.name', 'BAD_REQUEST')).toBe(
      'adminProducts.problem.name',
    );
    expect(problemKeyForPath('product.packs.3.price', 'BAD_REQUEST')).toBe(
      'adminProducts.problem.euro',
    );
    expect(problemKeyForPath('product.sku', 'ALREADY_EXISTS')).toBe(
      'adminProducts.problem.skuTaken',
    );
    expect(problemKeyForPath('product.lng.eng.name', 'ALREADY_EXISTS')).toBe(
      'adminProducts.problem.nameTaken',
    );
    expect(problemKeyForPath('product.colorIds.0', 'BAD_REQUEST')).toBeUndefined();
  });
});

describe('formFieldOfPath', () => {
  it('shows a list item on its list and a known field on itself', () => {
    expect(formFieldOfPath('product.images.2')).toBe('product.images');
    expect(formFieldOfPath('product.colorIds.0')).toBe('product.colorIds');
    expect(formFieldOfPath('product.packs.1.price')).toBe('product.packs.1.price');
    expect(formFieldOfPath('product.lng.ita.metaDescr')).toBe('product.lng.ita.metaDescr');
    expect(formFieldOfPath('product.sku')).toBe('product.sku');
  });

  it('has no place for paths the form does not show', () => {
    expect(formFieldOfPath('product')).toBeNull();
    expect(formFieldOfPath('product.packs')).toBeNull();
    expect(formFieldOfPath('_id')).toBeNull();
  });
});
