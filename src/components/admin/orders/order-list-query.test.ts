import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_LIST,
  listCriterion,
  orderListApiPath,
  orderListSearch,
  pageTotal,
  parseOrderListQuery,
  toggleFilter,
} from './order-list-query';

describe('parseOrderListQuery', () => {
  it('reads an empty address as every order, newest first, page 1', () => {
    expect(parseOrderListQuery('')).toEqual(DEFAULT_ORDER_LIST);
  });

  it('reads every criterion and drops unknown filter codes', () => {
    expect(
      parseOrderListQuery(
        '?filter=c,X,O&search=%20rossi%20&date=2026-03-31;2026-03-01&sort=3&page=4&order=abc',
      ),
    ).toEqual({
      filters: ['C', 'O'],
      search: 'rossi',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      sort: '3',
      page: 4,
      order: 'abc',
    });
  });

  it('treats A among codes, a half range, a bad sort and a bad page as defaults', () => {
    const query = parseOrderListQuery('?filter=C,A&date=2026-03-01&sort=9&page=-2');
    expect(query.filters).toEqual(['A']);
    expect([query.dateFrom, query.dateTo]).toEqual(['', '']);
    expect(query.sort).toBe('4');
    expect(query.page).toBe(1);
  });
});

describe('orderListSearch', () => {
  it('leaves the defaults out', () => {
    expect(orderListSearch(DEFAULT_ORDER_LIST)).toBe('');
  });

  it('round-trips through parseOrderListQuery', () => {
    const query = {
      filters: ['U', 'P'] as const,
      search: 'a b',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      sort: '2' as const,
      page: 3,
      order: 'id-1',
    };
    const text = orderListSearch({ ...query, filters: [...query.filters] });
    expect(text).toBe(
      '?filter=U%2CP&search=a+b&date=2026-01-01%3B2026-01-31&sort=2&page=3&order=id-1',
    );
    expect(parseOrderListQuery(text)).toEqual({ ...query, filters: ['U', 'P'] });
  });
});

describe('orderListApiPath', () => {
  it('always sends the sort, page and rows', () => {
    expect(orderListApiPath(DEFAULT_ORDER_LIST)).toBe('admin_orders?sort=4&page=1&rows=25');
  });

  it('sends the filter, search and date range, never the open order', () => {
    const path = orderListApiPath({
      ...DEFAULT_ORDER_LIST,
      filters: ['S', 'Z'],
      search: ' 1042 ',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-02',
      sort: '1',
      page: 2,
      order: 'x',
    });
    expect(path).toBe(
      'admin_orders?sort=1&filter=S%2CZ&search=1042&date=2026-02-01%3B2026-02-02&page=2&rows=25',
    );
  });
});

describe('toggleFilter', () => {
  it('makes All clear the other codes', () => {
    expect(toggleFilter(['C', 'O'], 'A')).toEqual(['A']);
  });

  it('replaces All by the code ticked', () => {
    expect(toggleFilter(['A'], 'U')).toEqual(['U']);
  });

  it('adds and removes codes', () => {
    expect(toggleFilter(['U'], 'P')).toEqual(['U', 'P']);
    expect(toggleFilter(['U', 'P'], 'U')).toEqual(['P']);
  });

  it('goes back to All when the last code is unticked', () => {
    expect(toggleFilter(['S'], 'S')).toEqual(['A']);
  });
});

describe('listCriterion', () => {
  it('is the status filter without search or dates', () => {
    expect(listCriterion({ ...DEFAULT_ORDER_LIST, filters: ['C'] })).toBe('status');
    expect(listCriterion(DEFAULT_ORDER_LIST)).toBe('status');
  });

  it('lets a search override the filter and a date range override both', () => {
    const searched = { ...DEFAULT_ORDER_LIST, filters: ['C' as const], search: 'x' };
    expect(listCriterion(searched)).toBe('search');
    expect(listCriterion({ ...searched, dateFrom: '2026-01-01', dateTo: '2026-01-02' })).toBe(
      'date',
    );
  });
});

describe('pageTotal', () => {
  it('counts whole pages, at least one', () => {
    expect(pageTotal(0, 25)).toBe(1);
    expect(pageTotal(25, 25)).toBe(1);
    expect(pageTotal(26, 25)).toBe(2);
  });
});
