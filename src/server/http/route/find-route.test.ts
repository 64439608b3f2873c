import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../api/api-routes';
import { routeFinder } from './find-route';

const find = routeFinder(API_ROUTES);
const found = (method: string, path: string) => {
  const route = find(method, path);
  return route && `${route.method} ${route.path}`;
};

describe('routeFinder', () => {
  it('finds the declaration a request reaches, as the app routes it', () => {
    expect(found('GET', '/api/brands')).toBe('GET /brands');
    expect(found('HEAD', '/api/brands')).toBe('GET /brands');
    expect(found('post', '/api/admin_brands')).toBe('POST /admin_brands');
    expect(found('GET', '/api/posts/c123abc')).toBe('GET /posts/{cuid}');
    expect(found('DELETE', '/api/posts/c123abc')).toBe('DELETE /posts/{cuid}');
  });

  it('finds none for a path or a method no route declares', () => {
    expect(found('GET', '/api/brands/')).toBeUndefined();
    expect(found('GET', '/api/posts/a/b')).toBeUndefined();
    expect(found('PUT', '/api/brands')).toBeUndefined();
    expect(found('GET', '/brands')).toBeUndefined();
    expect(found('GET', '/api/images/gallery/a.jpg')).toBeUndefined();
  });
});
