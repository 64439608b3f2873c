import { describe, expect, it } from 'vitest';
import {
  asksForAdminProducts,
  dependsOnCaller,
  publicReadTags,
  type ReadCachePolicy,
} from './cache-policy';

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

const brands: ReadCachePolicy = { tags: ['brands'] };
const products: ReadCachePolicy = {
  tags: ['products', 'brands'],
  privateWhen: asksForAdminProducts,
};

describe('publicReadTags', () => {
  it('tags a public read with the data its route says its answer shows', () => {
    expect(publicReadTags(request('/api/brands'), brands)).toEqual(['brands']);
    expect(publicReadTags(request('/api/brands', { method: 'HEAD' }), brands)).toEqual(['brands']);
    expect(publicReadTags(request('/api/products', { query: { rows: '9' } }), products)).toEqual([
      'products',
      'brands',
    ]);
  });

  it('keeps nothing that depends on the caller', () => {
    expect(publicReadTags(request('/api/products', { authorization: true }), products)).toBeNull();
    expect(publicReadTags(request('/api/brands', { query: { token: 't' } }), brands)).toBeNull();
    expect(publicReadTags(request('/api/brands', { method: 'POST' }), brands)).toBeNull();
  });

  it('keeps nothing a route asked privately (an administrator’s products list)', () => {
    const asks: Record<string, string>[] = [{ admin: 'true' }, { status: 'Z' }, { status: '0' }];
    for (const query of asks) {
      expect(
        publicReadTags(request('/api/products', { query }), products),
        JSON.stringify(query),
      ).toBeNull();
    }
    expect(
      publicReadTags(request('/api/products', { query: { admin: 'false' } }), products),
    ).not.toBeNull();
    expect(
      publicReadTags(request('/api/products', { query: { status: 'A' } }), products),
    ).not.toBeNull();
  });

  it('keeps nothing whose route declares no cache policy', () => {
    expect(publicReadTags(request('/api/get_cart'), undefined)).toBeNull();
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
