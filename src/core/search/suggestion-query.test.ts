import { describe, expect, it } from 'vitest';
import { suggestionProductsQuery, suggestionText } from './suggestion-query';

describe('suggestion text (spec 5 sanitising, issue 18: after two characters)', () => {
  it('asks nothing under two characters of real text', () => {
    expect(suggestionText('')).toBeNull();
    expect(suggestionText('a')).toBeNull();
    expect(suggestionText(' b! ')).toBeNull();
    expect(suggestionText('?!.;')).toBeNull();
  });

  it('turns punctuation runs into spaces, as the search page calls the catalogue', () => {
    expect(suggestionText('ba')).toBe('ba');
    expect(suggestionText('  red,  leather!bag ')).toBe('red leather bag');
    expect(suggestionText('è ù')).toBe('è ù');
  });

  it('asks for six products with the search page question, free/top words included', () => {
    expect(suggestionProductsQuery('red bag')).toBe('rows=6&search=red+bag');
    expect(suggestionProductsQuery('free')).toBe('rows=6&free=0');
    expect(suggestionProductsQuery('Top')).toBe('rows=6&top=0');
  });
});
