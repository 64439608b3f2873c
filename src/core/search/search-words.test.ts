import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, otherNumber, searchWords } from './search-words';

describe('searchWords', () => {
  it('splits on anything but letters and digits, in lower case, accents kept', () => {
    expect(searchWords('Zaino da Città_BG-001 Filo d’Oro')).toEqual([
      'zaino',
      'da',
      'città',
      'bg',
      '001',
      'filo',
      'd',
      'oro',
    ]);
  });

  it('keeps the first words only, and none of an empty text', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords('  _ - ')).toEqual([]);
  });
});

describe('otherNumber', () => {
  it('pairs the -f and -ves forms both ways', () => {
    expect(otherNumber('scarves')).toBe('scarf');
    expect(otherNumber('scarf')).toBe('scarves');
    expect(otherNumber('knife')).toBe('knives');
  });

  it('leaves other words alone', () => {
    expect(otherNumber('bags')).toBe('');
    expect(otherNumber('stuff')).toBe('');
    expect(otherNumber('of')).toBe('');
  });
});
