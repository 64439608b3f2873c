import { describe, expect, it } from 'vitest';
import { filterOptions } from './filter-options';
import { NO_FILTERS, filterProducts } from './filter-products';
import { canonicalFilters, listStateToSearch, parseListState, plainList } from './list-url-state';
import { RELEVANCE_SORT_INDEX } from './sort-products';
import { makeProduct } from './testing/make-product';

describe('list state in the address', () => {
  it('round-trips checks, sort and page', () => {
    const state = {
      filters: {
        ...NO_FILTERS,
        options: ['sale' as const],
        colors: ['Red', 'Black'],
        priceBands: ['50-100' as const],
        sortIndex: 2,
      },
      page: 3,
    };
    const search = listStateToSearch(state);
    expect(search).toBe('?show=sale&color=Red&color=Black&price=50-100&sort=2&page=3');
    expect(parseListState(search)).toEqual(state);
  });

  it('gives the plain list for an empty query and leaves defaults out', () => {
    expect(parseListState('')).toEqual({ filters: NO_FILTERS, page: 1 });
    expect(listStateToSearch({ filters: NO_FILTERS, page: 1 })).toBe('');
  });

  it('drops unknown options, bands, sorts and pages instead of failing', () => {
    const state = parseListState('?show=cheap&price=1-2&sort=9&page=0&color=&brand=Acme');
    expect(state.filters.options).toEqual([]);
    expect(state.filters.priceBands).toEqual([]);
    expect(state.filters.colors).toEqual([]);
    expect(state.filters.brands).toEqual(['Acme']);
    expect(state.filters.sortIndex).toBe(0);
    expect(state.page).toBe(1);
  });
});

describe('a search list in the address (issue 18: relevance is its default sort)', () => {
  it('leaves relevance out of the address and reads an absent sort as relevance', () => {
    const plain = plainList(true);
    expect(plain.filters.sortIndex).toBe(RELEVANCE_SORT_INDEX);
    expect(listStateToSearch(plain, true)).toBe('');
    expect(parseListState('', true)).toEqual(plain);
  });

  it('keeps Name A-Z in the address of a search, since it is no longer the default there', () => {
    const state = { filters: { ...NO_FILTERS, sortIndex: 0 }, page: 2 };
    expect(listStateToSearch(state, true)).toBe('?sort=0&page=2');
    expect(parseListState('?sort=0&page=2', true)).toEqual(state);
  });

  it('does not know the relevance sort on other lists', () => {
    expect(parseListState(`?sort=${RELEVANCE_SORT_INDEX}`).filters.sortIndex).toBe(0);
    expect(parseListState(`?sort=${RELEVANCE_SORT_INDEX}`, true).filters.sortIndex).toBe(
      RELEVANCE_SORT_INDEX,
    );
    expect(parseListState('?sort=9', true).filters.sortIndex).toBe(RELEVANCE_SORT_INDEX);
  });
});

describe('a filtered address means the same list in English and Italian', () => {
  const products = [
    makeProduct({
      sku: 'RED',
      brand: 'Piquadro',
      category: 'Bags',
      subCategory: 'Handbags',
      colors: ['Red'],
      styles: ['Classic'],
      eng: {
        brand: 'Piquadro',
        category: 'Bags',
        subCategory: 'Handbags',
        colors: ['Red'],
        styles: ['Classic'],
      },
      ita: {
        brand: 'Piquadro',
        category: 'Borse',
        subCategory: 'Borse a mano',
        colors: ['Rosso'],
        styles: ['Classico'],
      },
      sizes: ['M'],
      sell: { price: 7000, salePrice: 10 },
      list: { featured: true },
    }),
    makeProduct({
      sku: 'BLACK',
      brand: 'Alviero',
      category: 'Bags',
      subCategory: 'Totes',
      colors: ['Black'],
      styles: ['Travel'],
      eng: {
        brand: 'Alviero',
        category: 'Bags',
        subCategory: 'Totes',
        colors: ['Black'],
        styles: ['Travel'],
      },
      ita: {
        brand: 'Alviero',
        category: 'Borse',
        subCategory: 'Shopper',
        colors: ['Nero'],
        styles: ['Viaggio'],
      },
      sizes: ['L'],
      sell: { price: 40000 },
    }),
  ];
  const skus = (search: string, lng: 'eng' | 'ita') => {
    const { filters } = parseListState(search);
    const canonical = canonicalFilters(filters, filterOptions(products, lng));
    return filterProducts(products, canonical, lng).map((product) => product.sku);
  };

  it.each([
    ['?brand=Piquadro', ['RED']],
    ['?category=Bags', ['BLACK', 'RED']],
    ['?sub=Handbags', ['RED']],
    ['?color=Red', ['RED']],
    ['?style=Travel', ['BLACK']],
    ['?size=L', ['BLACK']],
    ['?price=50-100', ['RED']],
    ['?show=sale', ['RED']],
    ['?show=featured&color=Red&color=Black', ['RED']],
  ])("%s gives the same products on both languages' pages", (search, expected) => {
    expect(skus(search, 'eng').sort()).toEqual([...expected].sort());
    expect(skus(search, 'ita').sort()).toEqual([...expected].sort());
  });

  it('an Italian page ticks English keys and writes them back unchanged', () => {
    const italian = filterOptions(products, 'ita');
    expect(italian.colors).toContainEqual({ value: 'Red', label: 'Rosso' });
    const state = {
      filters: { ...NO_FILTERS, colors: ['Red'], subCategories: ['Handbags'] },
      page: 1,
    };
    expect(listStateToSearch(state)).toBe('?sub=Handbags&color=Red');
  });

  it('reads an old Italian-name link (?color=Rosso) on the Italian page as the same box', () => {
    const { filters } = parseListState('?color=Rosso&style=classico&sub=Borse_a_mano&sub=Shopper');
    const canonical = canonicalFilters(filters, filterOptions(products, 'ita'));
    expect(canonical.colors).toEqual(['Red']);
    expect(canonical.styles).toEqual(['Classic']);
    expect(canonical.subCategories).toEqual(['Borse_a_mano', 'Totes']);
    expect(skus('?color=Rosso', 'ita')).toEqual(['RED']);
    expect(listStateToSearch({ filters: canonical, page: 1 })).toContain('color=Red');
  });

  it('leaves a value that is no box as it is, matching nothing', () => {
    expect(skus('?color=Purple', 'eng')).toEqual([]);
    expect(skus('?color=Purple', 'ita')).toEqual([]);
  });
});
