import { describe, expect, it } from 'vitest';
import { hasVariants, pictureSrcSet, variantKey, variantOf } from './picture-widths';

describe('picture copies by width', () => {
  it('names a product picture’s copies after its key', () => {
    expect(variantKey('products/bg-004-1.webp', 200)).toBe('products/bg-004-1-w200.webp');
    expect(variantKey('gallery/x-ab12.webp', 400)).toBe('gallery/x-ab12-w400.webp');
  });

  it('reads the picture and the width back from a copy’s key', () => {
    expect(variantOf('products/bg-004-1-w400.webp')).toEqual({
      key: 'products/bg-004-1.webp',
      width: 400,
    });
  });

  it.each([
    'products/bg-004-1.webp',
    'products/bg-004-1-w300.webp',
    'products/a-thumb-w400.webp',
    'banners/home-w400.webp',
    'products/sub/x-w400.webp',
    'products/x-w400.png',
  ])('%s names no copy', (key) => {
    expect(variantOf(key)).toBeUndefined();
  });

  it('keeps copies to product and gallery pictures, never thumbnails or copies', () => {
    expect(hasVariants('products/a.webp')).toBe(true);
    expect(hasVariants('gallery/a.webp')).toBe(true);
    expect(hasVariants('banners/a.webp')).toBe(false);
    expect(hasVariants('site/logo.webp')).toBe(false);
    expect(hasVariants('products/a-thumb.webp')).toBe(false);
    expect(hasVariants('products/a-w200.webp')).toBe(false);
    // A picture whose own name ends in a width that is not a copy's is a picture.
    expect(hasVariants('products/bag-w50.webp')).toBe(true);
    expect(() => variantKey('banners/a.webp', 400)).toThrow();
    expect(() => variantKey('products/a.webp', 300)).toThrow();
  });

  it('gives a product picture’s address a srcset of its copies and itself', () => {
    expect(pictureSrcSet('/images/products/bg-004-1.webp')).toBe(
      '/images/products/bg-004-1-w200.webp 200w, /images/products/bg-004-1-w400.webp 400w, ' +
        '/images/products/bg-004-1.webp 800w',
    );
  });

  it.each(['', '/images/banners/home.webp', 'https://cdn.example/x.webp'])(
    '%s has no srcset',
    (url) => {
      expect(pictureSrcSet(url)).toBeUndefined();
    },
  );
});
