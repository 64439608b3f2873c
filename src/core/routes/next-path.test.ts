import { describe, expect, it } from 'vitest';
import { isSafeNextPath, MAX_NEXT_PATH_LENGTH, withNextPath } from './next-path';

describe('isSafeNextPath', () => {
  it.each(['/checkout', '/it/checkout', '/it/profile?a=1', '/'])('keeps %s', (next) => {
    expect(isSafeNextPath(next)).toBe(true);
  });

  it.each([
    '',
    'checkout',
    'https://evil.example',
    'javascript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(MAX_NEXT_PATH_LENGTH)}`,
  ])('refuses %j', (next) => {
    expect(isSafeNextPath(next)).toBe(false);
  });
});

describe('withNextPath', () => {
  it('adds a safe next, escaped', () => {
    expect(withNextPath('/register', '/it/checkout?x=1')).toBe(
      '/register?next=%2Fit%2Fcheckout%3Fx%3D1',
    );
  });

  it('leaves the path alone without one, or with one that leaves the site', () => {
    expect(withNextPath('/register', null)).toBe('/register');
    expect(withNextPath('/register', '//evil.example')).toBe('/register');
  });
});
