import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteLink, siteUrl } from './links';

let savedUrl: string | undefined;
beforeEach(() => {
  savedUrl = process.env.URL;
  delete process.env.URL;
});
afterEach(() => {
  if (savedUrl === undefined) delete process.env.URL;
  else process.env.URL = savedUrl;
});

describe('siteLink', () => {
  it('defaults to the local netlify dev address, also when URL is empty', () => {
    expect(siteUrl()).toBe('http://localhost:8888');
    process.env.URL = '';
    expect(siteLink('en', '/activate')).toBe('http://localhost:8888/activate');
  });

  it('uses the site address Netlify sets, without doubling a trailing slash', () => {
    process.env.URL = 'https://shop.example.com/';
    expect(siteLink('en', '/contact')).toBe('https://shop.example.com/contact');
  });

  it('puts Italian pages under /it and English ones at the root', () => {
    process.env.URL = 'https://shop.example.com';
    expect(siteLink('en', '/reset_password')).toBe('https://shop.example.com/reset_password');
    expect(siteLink('it', '/reset_password')).toBe('https://shop.example.com/it/reset_password');
    expect(siteLink('it', 'reset_password')).toBe('https://shop.example.com/it/reset_password');
    expect(siteLink('en', '/')).toBe('https://shop.example.com/');
    expect(siteLink('it', '/')).toBe('https://shop.example.com/it/');
  });

  it('encodes parameters, so tokens and email addresses survive', () => {
    const link = siteLink('it', '/newsletter', {
      unsubscribe: 'a+b/c=',
      email: 'anna+x@example.com',
    });
    expect(link).toBe(
      'http://localhost:8888/it/newsletter?unsubscribe=a%2Bb%2Fc%3D&email=anna%2Bx%40example.com',
    );
    const params = new URL(link).searchParams;
    expect(params.get('unsubscribe')).toBe('a+b/c=');
    expect(params.get('email')).toBe('anna+x@example.com');
  });
});
