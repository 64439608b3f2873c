import { describe, expect, it } from 'vitest';
import {
  CONTENT_LANGUAGES,
  LANGUAGE_TABLE,
  SITE_LANGUAGES,
  contentLanguage,
  inLanguage,
  isContentLanguage,
  languageOf,
  localText,
  routeIn,
} from './languages';

describe('the languages table', () => {
  it('languageOf reads route codes and content codes, anything else as the default', () => {
    expect(languageOf('it')).toBe('it');
    expect(languageOf('ita')).toBe('it');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('eng')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf(null)).toBe('en');
  });

  it('contentLanguage and the content codes come from the table', () => {
    expect(SITE_LANGUAGES.map((language) => LANGUAGE_TABLE[language].content)).toEqual([
      ...CONTENT_LANGUAGES,
    ]);
    expect(contentLanguage('it')).toBe('ita');
    expect(contentLanguage('eng')).toBe('eng');
    expect(isContentLanguage('ita')).toBe(true);
    expect(isContentLanguage('it')).toBe(false);
  });

  it('inLanguage picks the language’s choice', () => {
    expect(inLanguage({ en: 'Cart', it: 'Carrello' }, 'ita')).toBe('Carrello');
    expect(inLanguage({ en: 'Cart', it: 'Carrello' }, 'en')).toBe('Cart');
  });

  it('localText falls back to English where the local text is empty or blank', () => {
    expect(localText('Bag', 'Borsa', 'it')).toBe('Borsa');
    expect(localText('Bag', 'Borsa', 'ita')).toBe('Borsa');
    expect(localText('Bag', 'Borsa', 'en')).toBe('Bag');
    expect(localText('Bag', '', 'it')).toBe('Bag');
    expect(localText('Bag', '  ', 'it')).toBe('Bag');
    expect(localText('Bag', null, 'it')).toBe('Bag');
  });

  it('routeIn puts a page under its language’s prefix', () => {
    expect(routeIn('en', '/cart')).toBe('/cart');
    expect(routeIn('it', '/cart')).toBe('/it/cart');
    expect(routeIn('ita', '/')).toBe('/it/');
    expect(routeIn('en', '/')).toBe('/');
  });
});
