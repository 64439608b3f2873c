import { isOrderFilterCode, type OrderFilterCode } from '../../../core/orders/order-filters';
import { orderListCriteria, parseDateRange } from '../../../core/orders/order-list-criteria';
import type { adminOrders } from '../../../server/admin/orders/admin-order-routes';
import type { CallPath } from '../../../state/api-client';

/** Rows per page of the order list (the API's default too). */
export const ORDER_ROWS = 25;

/** The sort select's codes (spec 4: 1 gives A, 2 gives DD, 3 gives E, anything else gives D). */
export const ORDER_SORTS = [
  { code: '4', key: 'newest' },
  { code: '1', key: 'oldest' },
  { code: '2', key: 'delivery' },
  { code: '3', key: 'email' },
] as const;
export type OrderSortCode = (typeof ORDER_SORTS)[number]['code'];
const DEFAULT_SORT: OrderSortCode = '4';

const isSortCode = (value: string): value is OrderSortCode =>
  ORDER_SORTS.some((sort) => sort.code === value);

/**
 * What the order list shows, as kept in the address (?filter=&search=&date=&sort=&page=&order=)
 * so a reload or the browser's Back shows the same list and the same open order.
 */
export interface OrderListQuery {
  /** Never empty: ['A'] is every order. */
  filters: OrderFilterCode[];
  search: string;
  /** YYYY-MM-DD each, or '' when no range is applied (a range needs both days). */
  dateFrom: string;
  dateTo: string;
  sort: OrderSortCode;
  page: number;
  /** The open order's id, '' for the list alone. */
  order: string;
}

export const DEFAULT_ORDER_LIST: OrderListQuery = {
  filters: ['A'],
  search: '',
  dateFrom: '',
  dateTo: '',
  sort: DEFAULT_SORT,
  page: 1,
  order: '',
};

function readFilters(text: string | null): OrderFilterCode[] {
  const codes = [...new Set((text ?? '').split(',').map((code) => code.trim().toUpperCase()))];
  const known = codes.filter(isOrderFilterCode);
  return known.length === 0 || known.includes('A') ? ['A'] : known;
}

function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parseOrderListQuery(search: string): OrderListQuery {
  const params = new URLSearchParams(search);
  const range = parseDateRange(params.get('date'));
  const sort = params.get('sort') ?? '';
  return {
    filters: readFilters(params.get('filter')),
    search: (params.get('search') ?? '').trim(),
    dateFrom: range?.start ?? '',
    dateTo: range?.end ?? '',
    sort: isSortCode(sort) ? sort : DEFAULT_SORT,
    page: readPage(params.get('page')),
    order: params.get('order') ?? '',
  };
}

const dateParam = (query: OrderListQuery): string =>
  query.dateFrom && query.dateTo ? `${query.dateFrom};${query.dateTo}` : '';

const isAll = (filters: readonly OrderFilterCode[]) =>
  filters.length === 0 || filters.includes('A');

/** The address's query string for a list state ('' for the default list); defaults left out. */
export function orderListSearch(query: OrderListQuery): string {
  const params = new URLSearchParams();
  if (!isAll(query.filters)) params.set('filter', query.filters.join(','));
  if (query.search.trim()) params.set('search', query.search.trim());
  const date = dateParam(query);
  if (date) params.set('date', date);
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.order) params.set('order', query.order);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The GET admin_orders call for a list state (the open order does not change the list). */
export function orderListApiPath(
  query: OrderListQuery,
  rows = ORDER_ROWS,
): CallPath<typeof adminOrders> {
  const params = new URLSearchParams({ sort: query.sort });
  if (!isAll(query.filters)) params.set('filter', query.filters.join(','));
  if (query.search.trim()) params.set('search', query.search.trim());
  const date = dateParam(query);
  if (date) params.set('date', date);
  params.set('page', String(query.page));
  params.set('rows', String(rows));
  return `admin_orders?${params.toString()}`;
}

/**
 * A checkbox click: All clears the other codes; another code clears All; unticking the last
 * code means every order again, so the list never asks for nothing.
 */
export function toggleFilter(
  filters: readonly OrderFilterCode[],
  code: OrderFilterCode,
): OrderFilterCode[] {
  if (code === 'A') return ['A'];
  const codes = filters.filter((c) => c !== 'A');
  const next = codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
  return next.length === 0 ? ['A'] : next;
}

/**
 * Spec 5: "Order search text overrides the status filter; a date range overrides both." Which
 * criterion rules the list now, so the screen can say why the other inputs do nothing.
 */
export function listCriterion(query: OrderListQuery): 'date' | 'search' | 'status' {
  const kind = orderListCriteria({
    filter: query.filters,
    search: query.search,
    dateRange: dateParam(query),
  }).kind;
  return kind === 'all' ? 'status' : kind;
}

export const pageTotal = (total: number, rows: number): number =>
  Math.max(1, Math.ceil(total / Math.max(rows, 1)));
