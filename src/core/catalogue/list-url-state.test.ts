import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './filter-products';
import { listStateToSearch, parseListState } from './list-url-state';

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
