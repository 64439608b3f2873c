import { describe, expect, it } from 'vitest';
import {
  brandCategoryPath,
  categoryPath,
  localisedPath,
  postPath,
  productPath,
  subCategoryPath,
} from './shop-routes';

describe('storefront routes', () => {
  it('puts route names of English names in the path (spec section 2)', () => {
    expect(categoryPath('Bags')).toBe('/category/Bags');
    expect(subCategoryPath('Bags', 'Shoulder & Cross-body')).toBe(
      '/category/Bags/Shoulder_Cross_body',
    );
    expect(brandCategoryPath('Bella Roma', 'Bags')).toBe('/brand/Bella_Roma/Bags');
    expect(productPath('Leather_Tote')).toBe('/product/Leather_Tote');
    expect(postPath({ slug: 'hello', cuid: 'c123' })).toBe('/posts/hello-c123');
  });

  it('prefixes Italian paths with /it and leaves English ones alone', () => {
    expect(localisedPath('/', 'it')).toBe('/it');
    expect(localisedPath('/cart', 'it')).toBe('/it/cart');
    expect(localisedPath('/cart', 'en')).toBe('/cart');
  });
});
