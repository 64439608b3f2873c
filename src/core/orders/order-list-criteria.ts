import { parseIsoDate, toIsoDate, type IsoDate } from '../dates/utc-date';
import { isOrderFilterCode, paymentStatusFilter, type OrderFilterCode } from './order-filters';

export type OrderListCriteria =
  | { kind: 'date'; start: IsoDate; end: IsoDate }
  | { kind: 'search'; search: string }
  | { kind: 'status'; filters: OrderFilterCode[]; paymentStatuses: string[] | null }
  | { kind: 'all' };

export interface OrderListInput {
  /** One code, a comma-separated list ("C,O") or an array of codes from ORDER_FILTERS. */
  filter?: string | readonly string[] | null;
  search?: string | null;
  /** 'YYYY-MM-DD;YYYY-MM-DD', as the admin_orders call takes it. */
  dateRange?: string | null;
}

/**
 * A 'start;end' range of two real dates. A reversed range is read in order; anything else is
 * no range at all, so a half-typed date does not empty the order list.
 */
export function parseDateRange(
  text: string | null | undefined,
): { start: IsoDate; end: IsoDate } | null {
  const parts = (text ?? '').split(';');
  if (parts.length !== 2) return null;
  const start = parseIsoDate(parts[0] ?? '');
  const end = parseIsoDate(parts[1] ?? '');
  if (!start || !end) return null;
  const [first, last] = start.getTime() <= end.getTime() ? [start, end] : [end, start];
  return { start: toIsoDate(first), end: toIsoDate(last) };
}

/**
 * Spec section 5: "Order search text overrides the status filter; a date range overrides both."
 * Unknown filter codes are dropped; A (all), or no code left, means no status filter.
 */
export function orderListCriteria(input: OrderListInput): OrderListCriteria {
  const range = parseDateRange(input.dateRange);
  if (range) return { kind: 'date', ...range };
  const search = (input.search ?? '').trim();
  if (search !== '') return { kind: 'search', search };
  const raw = typeof input.filter === 'string' ? input.filter.split(',') : (input.filter ?? []);
  const codes = [...new Set(raw.map((code) => code.trim().toUpperCase()))].filter(
    isOrderFilterCode,
  );
  if (codes.length === 0 || codes.includes('A')) return { kind: 'all' };
  const payment = codes.flatMap((code) => paymentStatusFilter(code) ?? []);
  return {
    kind: 'status',
    filters: codes,
    paymentStatuses: payment.length === 0 ? null : [...new Set(payment)],
  };
}
