import { describe, expect, it } from 'vitest';
import { languageKey } from './language-key';

describe('languageKey', () => {
  it('reads content codes and site codes alike', () => {
    expect(languageKey('ita')).toBe('it');
    expect(languageKey('it')).toBe('it');
    expect(languageKey('eng')).toBe('en');
    expect(languageKey('en')).toBe('en');
  });

  it('reads anything else as English, the default language', () => {
    expect(languageKey('')).toBe('en');
  });
});
