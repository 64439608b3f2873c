import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('?next=%2Fit%2Fprofile%3Fa%3D1')).toBe('/it/profile?a=1');
  });

  it.each([
    '',
    '?next=',
    '?next=profile',
    '?next=https%3A%2F%2Fevil.example',
    '?next=%2F%2Fevil.example',
    '?next=%2F%5Cevil.example',
    '?next=%2F%09%2Fevil.example',
  ])('refuses %s', (search) => {
    expect(safeNextPath(search)).toBeNull();
  });
});
