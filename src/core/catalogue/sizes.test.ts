import { describe, expect, it } from 'vitest';
import { SIZES, compareSizes, isSize } from './sizes';

describe('spec 9: "Size options: XS, S, M, L, XL, XXL."', () => {
  it('lists the sizes in order', () => {
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('recognises sizes', () => {
    expect(isSize('XL')).toBe(true);
    expect(isSize('xl')).toBe(false);
  });

  it('sorts smallest to largest, unknown sizes last', () => {
    expect(['XXL', 'One size', 'M', 'XS', 'L'].sort(compareSizes)).toEqual([
      'XS',
      'M',
      'L',
      'XXL',
      'One size',
    ]);
  });
});
