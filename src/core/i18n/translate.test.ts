import { describe, expect, it } from 'vitest';
import { candidateKeys, createTranslate, fillPlaces } from './translate';

describe('fillPlaces', () => {
  it('fills each place once, with spaces inside allowed', () => {
    expect(fillPlaces('{{a}} and {{ b }}', { a: '{{b}}', b: 2 })).toBe('{{b}} and 2');
  });

  it('empties a place given as undefined or null and keeps one not given', () => {
    expect(fillPlaces('[{{a}}][{{b}}][{{c}}]', { a: undefined, b: null })).toBe('[][][{{c}}]');
  });
});

describe('candidateKeys', () => {
  const english = new Intl.PluralRules('en');
  it('tries the plural form before the key, and _zero first for 0', () => {
    expect(candidateKeys('k', 1, english)).toEqual(['k_one', 'k']);
    expect(candidateKeys('k', 0, english)).toEqual(['k_zero', 'k_other', 'k']);
    expect(candidateKeys('k', '1', english)).toEqual(['k']);
  });
});

describe('createTranslate', () => {
  const t = createTranslate('it', [
    { a: 'primo {{n}}', b_one: 'un libro', b_other: '{{count}} libri' },
    { a: 'no', c: 'terzo' },
  ]);

  it('looks in the namespaces in order', () => {
    expect(t('a', { n: 1 })).toBe('primo 1');
    expect(t('c')).toBe('terzo');
  });

  it('picks the plural form by the language', () => {
    expect(t('b', { count: 1 })).toBe('un libro');
    expect(t('b', { count: 0 })).toBe('0 libri');
  });

  it('shows a missing text as its default value, filled, or as its key', () => {
    expect(t('missing', { defaultValue: 'x {{n}}', n: 3 })).toBe('x 3');
    expect(t('missing')).toBe('missing');
  });
});
