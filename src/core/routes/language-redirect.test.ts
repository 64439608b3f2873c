import { describe, expect, it } from 'vitest';
import { languageRedirect } from './language-redirect';

const base = { stored: null, languages: ['en', 'it'] } as const;

describe('spec 1: "The default language comes from the browser language, falling back to English."', () => {
  it('sends an Italian browser from an English page to its Italian twin', () => {
    expect(languageRedirect({ ...base, pathname: '/', browserLanguages: ['it-IT', 'en'] })).toBe(
      '/it',
    );
    expect(
      languageRedirect({ ...base, pathname: '/category/Bags', browserLanguages: ['it'] }),
    ).toBe('/it/category/Bags');
  });

  it('keeps English, and any language the shop does not offer, on the English pages', () => {
    expect(languageRedirect({ ...base, pathname: '/', browserLanguages: ['en-GB'] })).toBeNull();
    expect(
      languageRedirect({ ...base, pathname: '/', browserLanguages: ['fr-FR', 'de'] }),
    ).toBeNull();
    expect(languageRedirect({ ...base, pathname: '/', browserLanguages: [] })).toBeNull();
  });

  it('takes the first offered language in the browser order', () => {
    expect(languageRedirect({ ...base, pathname: '/', browserLanguages: ['fr', 'it', 'en'] })).toBe(
      '/it',
    );
    expect(
      languageRedirect({ ...base, pathname: '/', browserLanguages: ['fr', 'en', 'it'] }),
    ).toBeNull();
  });

  it("lets the visitor's own choice win over the browser", () => {
    expect(
      languageRedirect({ ...base, pathname: '/', stored: 'en', browserLanguages: ['it-IT'] }),
    ).toBeNull();
    expect(
      languageRedirect({ ...base, pathname: '/', stored: 'it', browserLanguages: ['en'] }),
    ).toBe('/it');
  });

  it('never moves a page that already names its language', () => {
    for (const pathname of ['/it', '/it/', '/it/category/Bags']) {
      expect(
        languageRedirect({ ...base, pathname, stored: 'en', browserLanguages: ['en'] }),
      ).toBeNull();
    }
    expect(languageRedirect({ ...base, pathname: '/items', browserLanguages: ['it'] })).toBe(
      '/it/items',
    );
  });

  it('offers nothing to redirect to in a one-language shop', () => {
    expect(
      languageRedirect({
        stored: 'it',
        languages: ['en'],
        pathname: '/',
        browserLanguages: ['it'],
      }),
    ).toBeNull();
  });
});
