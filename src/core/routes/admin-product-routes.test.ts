import { describe, expect, it } from 'vitest';
import {
  adminProductEditPath,
  adminProductListPath,
  parseAdminProductPath,
} from './admin-product-routes';

const list = (scope: object) => ({ kind: 'list', scope });

describe('parseAdminProductPath', () => {
  it('reads the full list from /admin_product and /admin_product/products', () => {
    expect(parseAdminProductPath('/admin_product')).toEqual(list({}));
    expect(parseAdminProductPath('/admin_product/')).toEqual(list({}));
    expect(parseAdminProductPath('/admin_product/products')).toEqual(list({}));
    expect(parseAdminProductPath('/it/admin_product/products/')).toEqual(list({}));
  });

  it('reads brand, brand in a category, category and sub-category scopes', () => {
    expect(parseAdminProductPath('/admin_product/brand/Acme')).toEqual(
      list({ brand: 'Acme', category: undefined }),
    );
    expect(parseAdminProductPath('/it/admin_product/brand/Acme/Bags')).toEqual(
      list({ brand: 'Acme', category: 'Bags' }),
    );
    expect(parseAdminProductPath('/admin_product/category/Bags/Travel_Bags')).toEqual(
      list({ category: 'Bags', subCategory: 'Travel_Bags' }),
    );
  });

  it('reads any other first segment as a search term, narrowed by category and sub', () => {
    expect(parseAdminProductPath('/admin_product/red_bag')).toEqual(
      list({ term: 'red_bag', category: undefined, subCategory: undefined }),
    );
    expect(parseAdminProductPath('/admin_product/red/Bags/Travel')).toEqual(
      list({ term: 'red', category: 'Bags', subCategory: 'Travel' }),
    );
    expect(parseAdminProductPath('/admin_product/caff%C3%A8')).toEqual(
      list({ term: 'caffè', category: undefined, subCategory: undefined }),
    );
  });

  it('reads the form routes', () => {
    expect(parseAdminProductPath('/admin_product/new')).toEqual({ kind: 'new' });
    expect(parseAdminProductPath('/it/admin_product/edit/AB-1.2')).toEqual({
      kind: 'edit',
      sku: 'AB-1.2',
    });
  });

  it('falls back to the full list for addresses that fit no route', () => {
    expect(parseAdminProductPath('/admin_product/edit')).toEqual(list({}));
    expect(parseAdminProductPath('/admin_product/brand')).toEqual(list({}));
    expect(parseAdminProductPath('/admin_product/a/b/c/d')).toEqual(list({}));
    expect(parseAdminProductPath('/admin_product/%E0%A4%A')).toEqual(list({}));
  });
});

describe('adminProductListPath', () => {
  it('makes the route of each scope, names in route form', () => {
    expect(adminProductListPath({})).toBe('/admin_product');
    expect(adminProductListPath({ brand: 'Acme & Co' })).toBe('/admin_product/brand/Acme_Co');
    expect(adminProductListPath({ brand: 'Acme', category: 'Bags' })).toBe(
      '/admin_product/brand/Acme/Bags',
    );
    expect(adminProductListPath({ category: 'Bags', subCategory: 'Travel Bags' })).toBe(
      '/admin_product/category/Bags/Travel_Bags',
    );
    expect(adminProductListPath({ term: 'red_bag', category: 'Bags' })).toBe(
      '/admin_product/red_bag/Bags',
    );
  });

  it('round-trips through the parser', () => {
    const scope = { category: 'Bags', subCategory: 'Travel' };
    expect(parseAdminProductPath(adminProductListPath(scope))).toEqual(list(scope));
    expect(parseAdminProductPath(adminProductEditPath('X 1'))).toEqual({
      kind: 'edit',
      sku: 'X 1',
    });
  });
});
