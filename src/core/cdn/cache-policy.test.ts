import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, CARRIED_TAGS, dependsOnCaller, publicReadTags } from './cache-policy';

const request = (
  path: string,
  { method = 'GET', query = {}, authorization = false } = {} as {
    method?: string;
    query?: Record<string, string>;
    authorization?: boolean;
  },
) => ({
  method,
  path,
  query: (name: string) => query[name],
  hasAuthorization: authorization,
});

describe('publicReadTags', () => {
  it('tags each public read with the data its answer shows', () => {
    expect(publicReadTags(request('/api/brands'))).toEqual(['brands']);
    expect(publicReadTags(request('/api/categories'))).toEqual(['categories', 'brands']);
    expect(publicReadTags(request('/api/products', { query: { rows: '1000' } }))).toEqual([
      'products',
      'brands',
      'categories',
      'colors',
      'styles',
    ]);
    expect(publicReadTags(request('/api/product_reviews', { query: { sku: 'X' } }))).toEqual([
      'reviews',
    ]);
    expect(publicReadTags(request('/api/posts/c123abc'))).toEqual(['posts']);
    expect(publicReadTags(request('/api/defaults'))).toContain('tax-rates');
    expect(publicReadTags(request('/api/brands', { method: 'HEAD' }))).toEqual(['brands']);
  });

  it('keeps nothing that depends on the caller', () => {
    expect(publicReadTags(request('/api/products', { authorization: true }))).toBeNull();
    expect(publicReadTags(request('/api/defaults', { query: { token: 't' } }))).toBeNull();
    expect(publicReadTags(request('/api/products', { query: { admin: 'true' } }))).toBeNull();
    expect(publicReadTags(request('/api/products', { query: { status: 'Z' } }))).toBeNull();
    expect(publicReadTags(request('/api/products', { query: { status: '0' } }))).toBeNull();
    expect(publicReadTags(request('/api/posts', { method: 'POST' }))).toBeNull();
  });

  it('keeps a visitor’s products read with admin=false or status=A', () => {
    expect(publicReadTags(request('/api/products', { query: { admin: 'false' } }))).not.toBeNull();
    expect(publicReadTags(request('/api/products', { query: { status: 'A' } }))).not.toBeNull();
  });

  it('knows only the public reads', () => {
    for (const path of ['/api/get_cart', '/api/customer', '/api/admin_brands', '/api/health']) {
      expect(publicReadTags(request(path)), path).toBeNull();
    }
    expect(publicReadTags(request('/api/posts/a/b'))).toBeNull();
    expect(publicReadTags(request('/api/brands/'))).toBeNull();
  });
});

describe('dependsOnCaller', () => {
  it('is every write and every call with a token', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(dependsOnCaller(request('/api/brands', { method })), method).toBe(true);
    }
    expect(dependsOnCaller(request('/api/brands', { authorization: true }))).toBe(true);
    expect(dependsOnCaller(request('/api/brands', { query: { token: '' } }))).toBe(true);
    expect(dependsOnCaller(request('/api/brands'))).toBe(false);
  });
});

it('every tag is carried by some public read', () => {
  expect([...CARRIED_TAGS].sort()).toEqual([...CACHE_TAGS].sort());
});
