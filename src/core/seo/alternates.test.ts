import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  canonicalUrl,
  hreflangAlternates,
  normalisePath,
  offeredLanguages,
} from './alternates';

const SITE = 'https://shop.example';

describe('normalisePath', () => {
  it('keeps the root and drops every other trailing slash', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about//')).toBe('/about');
  });

  it('drops query strings and fragments', () => {
    expect(normalisePath('/shop/products?page=2')).toBe('/shop/products');
    expect(normalisePath('/about#team')).toBe('/about');
    expect(normalisePath('/?utm_source=x')).toBe('/');
  });

  it('adds a missing leading slash and merges doubled slashes', () => {
    expect(normalisePath('it/about')).toBe('/it/about');
    expect(normalisePath('/category//Bags')).toBe('/category/Bags');
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path whether or not the site URL ends with a slash', () => {
    expect(absoluteUrl(SITE, '/images/a.webp')).toBe('https://shop.example/images/a.webp');
    expect(absoluteUrl(`${SITE}/`, '/images/a.webp')).toBe('https://shop.example/images/a.webp');
  });

  it('percent-encodes letters beyond ASCII once, leaving existing escapes alone', () => {
    expect(absoluteUrl(SITE, '/category/Città')).toBe('https://shop.example/category/Citt%C3%A0');
    expect(absoluteUrl(SITE, '/category/Citt%C3%A0')).toBe(
      'https://shop.example/category/Citt%C3%A0',
    );
  });

  it('keeps query strings (an image may carry a version)', () => {
    expect(absoluteUrl(SITE, '/images/a.webp?v=2')).toBe('https://shop.example/images/a.webp?v=2');
  });

  it('keeps a sub-path in the site URL', () => {
    expect(absoluteUrl('https://example.org/borse/', '/about')).toBe(
      'https://example.org/borse/about',
    );
  });

  it('keeps URLs that are absolute already', () => {
    expect(absoluteUrl(SITE, 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });

  it('throws on a site URL that is not a URL', () => {
    expect(() => absoluteUrl('not a url', '/')).toThrow();
  });
});

describe('canonicalUrl', () => {
  it('gives the English root with its slash and the Italian root without one', () => {
    expect(canonicalUrl(SITE, '/', 'en')).toBe('https://shop.example/');
    expect(canonicalUrl(SITE, '/', 'it')).toBe('https://shop.example/it');
  });

  it('prefixes Italian paths with /it and leaves English ones unprefixed', () => {
    expect(canonicalUrl(SITE, '/product/Alba_Tote', 'en')).toBe(
      'https://shop.example/product/Alba_Tote',
    );
    expect(canonicalUrl(SITE, '/product/Alba_Tote', 'it')).toBe(
      'https://shop.example/it/product/Alba_Tote',
    );
  });

  it('has no trailing slash or query string', () => {
    expect(canonicalUrl(`${SITE}/`, '/about/?ref=footer', 'it')).toBe(
      'https://shop.example/it/about',
    );
  });
});

describe('offeredLanguages', () => {
  it('keeps known languages once, in the site order', () => {
    expect(offeredLanguages(['it', 'en', 'it', 'fr'])).toEqual(['en', 'it']);
    expect(offeredLanguages([])).toEqual([]);
  });
});

describe('hreflangAlternates', () => {
  it('links every language version and x-default to English', () => {
    expect(hreflangAlternates(SITE, '/about', ['en', 'it'])).toEqual([
      { hrefLang: 'en', href: 'https://shop.example/about' },
      { hrefLang: 'it', href: 'https://shop.example/it/about' },
      { hrefLang: 'x-default', href: 'https://shop.example/about' },
    ]);
  });

  it('pairs the roots', () => {
    expect(hreflangAlternates(SITE, '/', ['it', 'en']).map((a) => a.href)).toEqual([
      'https://shop.example/',
      'https://shop.example/it',
      'https://shop.example/',
    ]);
  });

  it('gives nothing for a page offered in one language', () => {
    expect(hreflangAlternates(SITE, '/about', ['it'])).toEqual([]);
    expect(hreflangAlternates(SITE, '/about', ['en'])).toEqual([]);
  });

  it('ignores languages the site does not build', () => {
    expect(hreflangAlternates(SITE, '/about', ['it', 'fr'])).toEqual([]);
  });
});
