import { describe, expect, it } from 'vitest';
import { adminOrderSort } from './admin-order-sort';

describe('spec 4: "Admin order sort codes: 1 gives A, 2 gives DD, 3 gives E, anything else gives D."', () => {
  it('maps 1, 2 and 3 as numbers or strings', () => {
    expect(adminOrderSort(1)).toBe('A');
    expect(adminOrderSort('1')).toBe('A');
    expect(adminOrderSort(2)).toBe('DD');
    expect(adminOrderSort('2')).toBe('DD');
    expect(adminOrderSort(3)).toBe('E');
    expect(adminOrderSort('3')).toBe('E');
  });

  it('gives D for anything else', () => {
    for (const code of [0, 4, -1, 1.5, '', 'A', '12', null, undefined]) {
      expect(adminOrderSort(code)).toBe('D');
    }
  });
});
