import {
  ADMIN_PRODUCT_FILTERS,
  type AdminProductFilterKey,
} from '../../../core/catalogue/admin-product-filters';
import {
  listStateToSearch,
  parseListState,
  type ListState,
} from '../../../core/catalogue/list-url-state';

/*
 * The storefront keeps a list's checks, sort and page in the address (list-url-state); the
 * admin list adds its own checks there as ?only=deleted&only=images0, so a filtered admin list
 * survives a reload and the way back from the form.
 */
const PARAM = 'only';
const KEYS: readonly string[] = ADMIN_PRODUCT_FILTERS.map((filter) => filter.key);

export function parseAdminListState(search: string): ListState {
  const state = parseListState(search);
  const admin = [...new Set(new URLSearchParams(search).getAll(PARAM))].filter((key) =>
    KEYS.includes(key),
  ) as AdminProductFilterKey[];
  return { ...state, filters: { ...state.filters, admin } };
}

export function adminListStateToSearch(state: ListState): string {
  const params = new URLSearchParams(listStateToSearch(state));
  for (const key of state.filters.admin) params.append(PARAM, key);
  const text = params.toString();
  return text ? `?${text}` : '';
}
