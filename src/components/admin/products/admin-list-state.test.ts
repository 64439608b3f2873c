import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../../core/catalogue/filter-products';
import { adminListStateToSearch, parseAdminListState } from './admin-list-state';

describe('admin list state in the address', () => {
  it('reads the admin checks beside the storefront ones, dropping unknown keys', () => {
    const state = parseAdminListState('?only=deleted&only=images0&only=nope&color=Red&page=2');
    expect(state.filters.admin).toEqual(['deleted', 'images0']);
    expect(state.filters.colors).toEqual(['Red']);
    expect(state.page).toBe(2);
  });

  it('writes them back so the address round-trips', () => {
    const search = adminListStateToSearch({
      filters: { ...NO_FILTERS, admin: ['belowCritical'], sizes: ['M'], sortIndex: 2 },
      page: 3,
    });
    expect(search).toBe('?size=M&sort=2&page=3&only=belowCritical');
    expect(parseAdminListState(search).filters.admin).toEqual(['belowCritical']);
  });

  it('is empty for the plain list', () => {
    expect(adminListStateToSearch({ filters: NO_FILTERS, page: 1 })).toBe('');
  });
});
