import { describe, expect, it } from 'vitest';
import { orderListCriteria, parseDateRange } from './order-list-criteria';

describe('spec 5: "Order search text overrides the status filter; a date range overrides both."', () => {
  it('uses the status filter alone', () => {
    expect(orderListCriteria({ filter: 'S' })).toEqual({
      kind: 'status',
      filters: ['S'],
      paymentStatuses: ['S'],
    });
  });

  it('search text overrides the status filter', () => {
    expect(orderListCriteria({ filter: 'S', search: ' rossi ' })).toEqual({
      kind: 'search',
      search: 'rossi',
    });
  });

  it('a date range overrides both', () => {
    expect(
      orderListCriteria({ filter: 'S', search: 'rossi', dateRange: '2025-01-01;2025-01-31' }),
    ).toEqual({ kind: 'date', start: '2025-01-01', end: '2025-01-31' });
  });

  it('ignores blank search and an invalid date range', () => {
    expect(orderListCriteria({ filter: 'C', search: '  ', dateRange: '2025-01-01;' })).toEqual({
      kind: 'status',
      filters: ['C'],
      paymentStatuses: null,
    });
  });

  it('reads comma-separated and array filters and maps U to payment O and U', () => {
    expect(orderListCriteria({ filter: 'C, U' })).toEqual({
      kind: 'status',
      filters: ['C', 'U'],
      paymentStatuses: ['O', 'U'],
    });
    expect(orderListCriteria({ filter: ['O', 'U', 'bogus'] })).toEqual({
      kind: 'status',
      filters: ['O', 'U'],
      paymentStatuses: ['O', 'U'],
    });
  });

  it('A, no filter or only unknown codes means all orders', () => {
    expect(orderListCriteria({ filter: 'A' })).toEqual({ kind: 'all' });
    expect(orderListCriteria({})).toEqual({ kind: 'all' });
    expect(orderListCriteria({ filter: 'Q' })).toEqual({ kind: 'all' });
  });
});

describe('parseDateRange ("optional date as start;end")', () => {
  it('reads start;end', () => {
    expect(parseDateRange('2025-01-01;2025-01-31')).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });

  it('puts a reversed range in order', () => {
    expect(parseDateRange('2025-01-31;2025-01-01')).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });

  it('refuses anything else', () => {
    for (const text of ['', '2025-01-01', '2025-01-01;2025-02-30', 'a;b', '1;2;3', null]) {
      expect(parseDateRange(text)).toBeNull();
    }
  });
});
