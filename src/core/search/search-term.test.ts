import { describe, expect, it } from 'vitest';
import { sanitiseSearchTerm, searchPath, searchTextFromRoute } from './search-term';

describe('spec 5: "Search term: non-alphanumeric runs become underscores; empty result does nothing."', () => {
  it('turns non-alphanumeric runs into underscores', () => {
    expect(sanitiseSearchTerm('red  leather!bag')).toBe('red_leather_bag');
  });

  it('returns null (does nothing) for an empty term', () => {
    expect(sanitiseSearchTerm('')).toBeNull();
    expect(sanitiseSearchTerm('   ')).toBeNull();
  });

  it('returns null (does nothing) for a term that is empty after sanitising', () => {
    expect(sanitiseSearchTerm('?!&')).toBeNull();
  });
});

describe('spec 5: "Underscores in search text become spaces when calling the catalogue."', () => {
  it('turns underscores into spaces', () => {
    expect(searchTextFromRoute('red_leather_bag')).toBe('red leather bag');
  });

  it('round-trips a sanitised term to readable text', () => {
    expect(searchTextFromRoute(sanitiseSearchTerm('Borsa  à mano') ?? '')).toBe('Borsa à mano');
  });
});

describe('spec 2: "The search box goes to /shop/{term}, or to /admin_product/{term} for an administrator."', () => {
  it('goes to /shop/{term} for visitors and customers', () => {
    expect(searchPath('travel bag', false)).toBe('/shop/travel_bag');
  });

  it('goes to /admin_product/{term} for an administrator', () => {
    expect(searchPath('travel bag', true)).toBe('/admin_product/travel_bag');
  });

  it('"An empty term, or one that is empty after sanitising, does nothing."', () => {
    expect(searchPath('', false)).toBeNull();
    expect(searchPath(' -- ', true)).toBeNull();
  });
});
